// The password subset of the GoTrue (Supabase Auth) API that @supabase/supabase-js uses:
//   POST /token?grant_type=password | refresh_token, GET /user, POST /logout?scope=global|local|others,
//   plus GET /health and GET /settings, and 422 for sign-up (disabled: staff are added with the add-staff CLI).
// Users live in auth.users (bcrypt hashes), sessions in auth.sessions, rotating refresh tokens in
// auth.refresh_tokens. Access tokens are HS256 JWTs over the secret PostgREST verifies.
// Like GoTrue: an unknown e-mail costs the same bcrypt work as a wrong password (no timing oracle), repeated failures
// are throttled per e-mail and per address (429 over_request_rate_limit), and a refresh token presented again after
// it was rotated (outside the short reuse interval) revokes its whole session.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type pg from 'pg';
import { jwtKey } from './keys.ts';

const ACCESS_TOKEN_SECONDS = 3600;
/** GoTrue's refresh-token reuse interval: a token rotated this recently still answers (parallel tabs). */
const REUSE_INTERVAL_SECONDS = 10;
const API_VERSION = '2024-01-01';

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  role: string;
  aud: string;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

class AuthHttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const invalidCredentials = () => new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.setHeader('X-Supabase-Api-Version', API_VERSION);
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}

/**
 * GoTrue's error body. `code`/`msg` are what supabase-js reads (it sends X-Supabase-Api-Version 2024-01-01);
 * `error_code`, and for the token endpoint the OAuth `error`/`error_description` pair, serve older clients.
 */
function sendError(res: ServerResponse, error: AuthHttpError, oauth: boolean): void {
  send(res, error.status, {
    code: error.code,
    error_code: error.code,
    msg: error.message,
    ...(oauth && error.status === 400 ? { error: 'invalid_grant', error_description: error.message } : {}),
  });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1_000_000) throw new AuthHttpError(413, 'request_too_large', 'Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthHttpError(400, 'bad_json', 'Could not parse request body as JSON');
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The user object GoTrue returns. */
function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Failed password sign-ins tolerated per e-mail and per client address within the window, then 429. */
export interface AuthLimits {
  failuresPerEmail: number;
  failuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { failuresPerEmail: 5, failuresPerAddress: 30, windowMs: 15 * 60_000 };

/** Failure times per key within a sliding window (in memory: one local process serves the stack). */
class FailureLog {
  private readonly entries = new Map<string, number[]>();
  private readonly windowMs: number;
  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  count(key: string, now: number): number {
    const times = (this.entries.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (times.length === 0) this.entries.delete(key);
    else this.entries.set(key, times);
    return times.length;
  }

  add(key: string, now: number): void {
    const times = this.entries.get(key) ?? [];
    times.push(now);
    this.entries.set(key, times);
    // Forget keys whose failures all left the window, so a scan over many addresses cannot grow this forever.
    if (this.entries.size > 10_000) for (const other of [...this.entries.keys()]) this.count(other, now);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

const rateLimited = () => new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');

export interface AuthOptions {
  pool: pg.Pool;
  /** Public URL of the stack (the JWT issuer is `${url}/auth/v1`, as GoTrue's). */
  url: string;
  /** The stack's JWT secret (keys.ts). */
  jwtSecret: string;
  limits?: AuthLimits;
}

export function createAuthHandler(options: AuthOptions) {
  const { pool } = options;
  const issuer = `${options.url}/auth/v1`;
  const JWT_KEY = jwtKey(options.jwtSecret);
  const limits = options.limits ?? DEFAULT_AUTH_LIMITS;
  const failuresByEmail = new FailureLog(limits.windowMs);
  const failuresByAddress = new FailureLog(limits.windowMs);
  // Compared against when the e-mail is unknown, so that answer costs the same bcrypt work as a wrong password.
  // Same cost factor as the stored hashes (users.ts).
  const decoyHash = bcrypt.hash(randomBytes(16).toString('hex'), 10);

  async function accessToken(user: UserRow, sessionId: string) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + ACCESS_TOKEN_SECONDS;
    const token = await new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience(user.aud)
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(JWT_KEY);
    return { token, expiresAt };
  }

  async function sessionResponse(user: UserRow, sessionId: string, refreshToken: string) {
    const { token, expiresAt } = await accessToken(user, sessionId);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  async function passwordGrant(body: Record<string, unknown>, address: string) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) {
      if (typeof body.phone === 'string' && body.phone) throw new AuthHttpError(422, 'phone_provider_disabled', 'Phone logins are disabled');
      throw new AuthHttpError(400, 'validation_failed', 'missing email or phone');
    }
    const now = Date.now();
    if (failuresByEmail.count(email, now) >= limits.failuresPerEmail || failuresByAddress.count(address, now) >= limits.failuresPerAddress) {
      throw rateLimited();
    }
    const { rows } = await pool.query<UserRow>('select * from auth.users where lower(email) = $1', [email]);
    const user = rows[0];
    // Always one bcrypt comparison, known e-mail or not.
    const matches = await bcrypt.compare(password, user?.encrypted_password || (await decoyHash));
    if (!user || !user.encrypted_password || !matches) {
      failuresByEmail.add(email, now);
      failuresByAddress.add(address, now);
      throw invalidCredentials();
    }
    failuresByEmail.clear(email);
    if (!user.email_confirmed_at) throw new AuthHttpError(400, 'email_not_confirmed', 'Email not confirmed');

    const client = await pool.connect();
    try {
      await client.query('begin');
      const session = await client.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id]);
      const sessionId = session.rows[0]!.id;
      const refreshToken = newRefreshToken();
      await client.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
        refreshToken,
        user.id,
        sessionId,
      ]);
      const updated = await client.query<UserRow>(
        'update auth.users set last_sign_in_at = now() where id = $1 returning *',
        [user.id],
      );
      await client.query('commit');
      return sessionResponse(updated.rows[0]!, sessionId, refreshToken);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function refreshTokenGrant(body: Record<string, unknown>) {
    const presented = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!presented) throw new AuthHttpError(400, 'validation_failed', 'refresh_token required');
    const client = await pool.connect();
    try {
      await client.query('begin');
      const found = await client.query<{
        id: string;
        token: string;
        user_id: string;
        session_id: string | null;
        revoked: boolean;
        recently_revoked: boolean;
      }>(
        `select id, token, user_id, session_id, revoked,
                (revoked and updated_at > now() - make_interval(secs => $2)) as recently_revoked
           from auth.refresh_tokens where token = $1 for update`,
        [presented, REUSE_INTERVAL_SECONDS],
      );
      const row = found.rows[0];
      if (!row || !row.session_id) {
        throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      let nextToken: string;
      if (row.revoked) {
        // Within the reuse interval, a rotated token answers with its live successor (two tabs refreshing at
        // once); after it, reuse means the token leaked: the whole session is revoked (GoTrue's reuse detection).
        const child = row.recently_revoked
          ? await client.query<{ token: string }>(
              'select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1',
              [row.token],
            )
          : null;
        if (!child?.rows[0]) {
          await client.query('delete from auth.sessions where id = $1', [row.session_id]);
          await client.query('commit');
          throw new AuthHttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        nextToken = child.rows[0].token;
      } else {
        nextToken = newRefreshToken();
        await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
        await client.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
          nextToken,
          row.user_id,
          row.session_id,
          row.token,
        ]);
        await client.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
      }
      const user = await client.query<UserRow>('select * from auth.users where id = $1', [row.user_id]);
      await client.query('commit');
      if (!user.rows[0]) throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return sessionResponse(user.rows[0], row.session_id, nextToken);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The signed-in user behind the request's Bearer token, with GoTrue's errors for every failure. */
  async function authenticate(req: IncomingMessage): Promise<{ user: UserRow; claims: JWTPayload & { session_id?: string } }> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JWTPayload & { session_id?: string };
    try {
      ({ payload: claims } = await jwtVerify(match[1]!, JWT_KEY, { algorithms: ['HS256'] }));
    } catch (error) {
      throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
    if (!claims.sub) throw new AuthHttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const { rows } = await pool.query<UserRow>('select * from auth.users where id::text = $1', [claims.sub]);
    if (!rows[0]) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (claims.session_id) {
      const session = await pool.query('select 1 from auth.sessions where id::text = $1', [claims.session_id]);
      if (session.rowCount === 0) {
        throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return { user: rows[0], claims };
  }

  async function logout(req: IncomingMessage, scope: string) {
    const { user, claims } = await authenticate(req);
    if (scope === 'global') {
      await pool.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      if (claims.session_id) await pool.query('delete from auth.sessions where id::text = $1', [claims.session_id]);
    } else if (scope === 'others') {
      await pool.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [user.id, claims.session_id ?? '']);
    } else {
      throw new AuthHttpError(400, 'validation_failed', `unsupported logout scope "${scope}"`);
    }
  }

  /** Handles a request under /auth/v1 (`path` is what follows the prefix). */
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, address: string) {
    const method = req.method ?? 'GET';
    const isToken = path === '/token';
    try {
      if (isToken && method === 'POST') {
        const grantType = query.get('grant_type');
        const body = await readJson(req);
        if (grantType === 'password') return send(res, 200, await passwordGrant(body, address));
        if (grantType === 'refresh_token') return send(res, 200, await refreshTokenGrant(body));
        throw new AuthHttpError(400, 'invalid_credentials', 'unsupported_grant_type');
      }
      if (path === '/user' && method === 'GET') {
        const { user } = await authenticate(req);
        return send(res, 200, userJson(user));
      }
      if (path === '/logout' && method === 'POST') {
        await logout(req, query.get('scope') ?? 'global');
        return send(res, 204);
      }
      if (path === '/health' && method === 'GET') {
        return send(res, 200, { version: 'local-supabase', name: 'GoTrue', description: 'GoTrue password subset (local-supabase)' });
      }
      if (path === '/settings' && method === 'GET') {
        return send(res, 200, {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: true,
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        });
      }
      if (path === '/signup' && method === 'POST') {
        throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      throw new AuthHttpError(404, 'not_found', `${method} /auth/v1${path} is not supported by local-supabase`);
    } catch (error) {
      if (error instanceof AuthHttpError) return sendError(res, error, isToken);
      return sendError(res, new AuthHttpError(500, 'unexpected_failure', `Database error: ${(error as Error).message}`), false);
    }
  };
}
