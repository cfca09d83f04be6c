// Sessions: the session answer of the token endpoint, the signed-in user behind a Bearer token (its session must
// still exist), and logout by scope (global, local, others). Sessions live in auth.sessions.
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { AuthHttpError } from './http.ts';
import { ACCESS_TOKEN_SECONDS, type AccessClaims, type TokenIssuer } from './tokens.ts';
import { userJson, type UserRow } from './users.ts';

/** GoTrue's session answer: access token, refresh token and the user. */
export async function sessionResponse(tokens: TokenIssuer, user: UserRow, sessionId: string, refreshToken: string) {
  const { token, expiresAt } = await tokens.sign(user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export interface Sessions {
  /** The signed-in user behind the request's Bearer token, with GoTrue's errors for every failure. */
  authenticate(req: Pick<IncomingMessage, 'headers'>): Promise<{ user: UserRow; claims: AccessClaims }>;
  /** Ends the caller's sessions: every one (global), this one (local) or the others. */
  logout(req: Pick<IncomingMessage, 'headers'>, scope: string): Promise<void>;
}

export function createSessions(pool: Pick<pg.Pool, 'query'>, tokens: TokenIssuer): Sessions {
  async function authenticate(req: Pick<IncomingMessage, 'headers'>) {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = await tokens.verify(match[1]!);
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

  async function logout(req: Pick<IncomingMessage, 'headers'>, scope: string) {
    const { user, claims } = await authenticate(req);
    if (scope === 'global') {
      await pool.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      if (claims.session_id) await pool.query('delete from auth.sessions where id::text = $1', [claims.session_id]);
    } else if (scope === 'others') {
      await pool.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [
        user.id,
        claims.session_id ?? '',
      ]);
    } else {
      throw new AuthHttpError(400, 'validation_failed', `unsupported logout scope "${scope}"`);
    }
  }

  return { authenticate, logout };
}
