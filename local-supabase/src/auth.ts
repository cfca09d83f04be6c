// The password subset of the GoTrue (Supabase Auth) API that @supabase/supabase-js uses:
//   POST /token?grant_type=password | refresh_token, GET /user, POST /logout?scope=global|local|others,
//   plus GET /health and GET /settings, and 422 for sign-up (disabled: staff are added with the add-staff CLI).
// Users live in auth.users (bcrypt hashes), sessions in auth.sessions, rotating refresh tokens in
// auth.refresh_tokens. Access tokens are HS256 JWTs over the secret PostgREST verifies.
// This file routes; each concern has its module in auth/: http.ts (errors, bodies), tokens.ts (JWT sign/verify,
// refresh tokens), password.ts (password check, rate limits), sessions.ts (Bearer user, logout), grants.ts (token
// endpoint), users.ts (the user row and its JSON).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { createGrants } from './auth/grants.ts';
import { AuthHttpError, readJson, send, sendError } from './auth/http.ts';
import { createPasswordCheck, DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth/password.ts';
import { createSessions } from './auth/sessions.ts';
import { createTokenIssuer } from './auth/tokens.ts';
import { userJson } from './auth/users.ts';

export { DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth/password.ts';

export interface AuthOptions {
  pool: pg.Pool;
  /** Public URL of the stack (the JWT issuer is `${url}/auth/v1`, as GoTrue's). */
  url: string;
  /** The stack's JWT secret (keys.ts). */
  jwtSecret: string;
  limits?: AuthLimits;
}

const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: true,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

export function createAuthHandler(options: AuthOptions) {
  const { pool } = options;
  const tokens = createTokenIssuer(`${options.url}/auth/v1`, options.jwtSecret);
  const sessions = createSessions(pool, tokens);
  const grants = createGrants(pool, tokens, createPasswordCheck(pool, options.limits ?? DEFAULT_AUTH_LIMITS));

  /** Handles a request under /auth/v1 (`path` is what follows the prefix). */
  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
    address: string,
  ) {
    const method = req.method ?? 'GET';
    const isToken = path === '/token';
    try {
      if (isToken && method === 'POST') {
        const grantType = query.get('grant_type');
        const body = await readJson(req);
        if (grantType === 'password') return send(res, 200, await grants.password(body, address));
        if (grantType === 'refresh_token') return send(res, 200, await grants.refreshToken(body));
        throw new AuthHttpError(400, 'invalid_credentials', 'unsupported_grant_type');
      }
      if (path === '/user' && method === 'GET') {
        const { user } = await sessions.authenticate(req);
        return send(res, 200, userJson(user));
      }
      if (path === '/logout' && method === 'POST') {
        await sessions.logout(req, query.get('scope') ?? 'global');
        return send(res, 204);
      }
      if (path === '/health' && method === 'GET') {
        return send(res, 200, {
          version: 'local-supabase',
          name: 'GoTrue',
          description: 'GoTrue password subset (local-supabase)',
        });
      }
      if (path === '/settings' && method === 'GET') return send(res, 200, SETTINGS);
      if (path === '/signup' && method === 'POST') {
        throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      throw new AuthHttpError(404, 'not_found', `${method} /auth/v1${path} is not supported by local-supabase`);
    } catch (error) {
      if (error instanceof AuthHttpError) return sendError(res, error, isToken);
      return sendError(
        res,
        new AuthHttpError(500, 'unexpected_failure', `Database error: ${(error as Error).message}`),
        false,
      );
    }
  };
}
