// The token endpoint's grants. password: checks the password (password.ts), opens a session with its first refresh
// token. refresh_token: rotates the presented token; a token rotated within the short reuse interval answers with its
// live successor (parallel tabs), one presented again later revokes its whole session (GoTrue's reuse detection).
import type pg from 'pg';
import { AuthHttpError } from './http.ts';
import type { PasswordCheck } from './password.ts';
import { sessionResponse } from './sessions.ts';
import { newRefreshToken, type TokenIssuer } from './tokens.ts';
import type { UserRow } from './users.ts';

/** GoTrue's refresh-token reuse interval: a token rotated this recently still answers (parallel tabs). */
export const REUSE_INTERVAL_SECONDS = 10;

type Body = Record<string, unknown>;
type Session = Awaited<ReturnType<typeof sessionResponse>>;

export interface Grants {
  password(body: Body, address: string): Promise<Session>;
  refreshToken(body: Body): Promise<Session>;
}

const refreshTokenNotFound = () =>
  new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/** Runs `work` in one transaction on its own connection (rolled back when it throws). */
async function inTransaction<T>(
  pool: Pick<pg.Pool, 'connect'>,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export function createGrants(
  pool: Pick<pg.Pool, 'connect'>,
  tokens: TokenIssuer,
  checkPassword: PasswordCheck,
): Grants {
  async function password(body: Body, address: string) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const secret = typeof body.password === 'string' ? body.password : '';
    if (!email) {
      if (typeof body.phone === 'string' && body.phone)
        throw new AuthHttpError(422, 'phone_provider_disabled', 'Phone logins are disabled');
      throw new AuthHttpError(400, 'validation_failed', 'missing email or phone');
    }
    const user = await checkPassword(email, secret, address);
    const { signedIn, sessionId, refreshToken } = await inTransaction(pool, async (client) => {
      const session = await client.query<{ id: string }>(
        'insert into auth.sessions (user_id) values ($1) returning id',
        [user.id],
      );
      const id = session.rows[0]!.id;
      const token = newRefreshToken();
      await client.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
        token,
        user.id,
        id,
      ]);
      const updated = await client.query<UserRow>(
        'update auth.users set last_sign_in_at = now() where id = $1 returning *',
        [user.id],
      );
      return { signedIn: updated.rows[0]!, sessionId: id, refreshToken: token };
    });
    return sessionResponse(tokens, signedIn, sessionId, refreshToken);
  }

  async function refreshToken(body: Body) {
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
      if (!row || !row.session_id) throw refreshTokenNotFound();
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
          // Committed before answering: the revocation stands although the request fails.
          await client.query('delete from auth.sessions where id = $1', [row.session_id]);
          await client.query('commit');
          throw new AuthHttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        nextToken = child.rows[0].token;
      } else {
        nextToken = newRefreshToken();
        await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
        await client.query(
          'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
          [nextToken, row.user_id, row.session_id, row.token],
        );
        await client.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
      }
      const user = await client.query<UserRow>('select * from auth.users where id = $1', [row.user_id]);
      await client.query('commit');
      if (!user.rows[0]) throw refreshTokenNotFound();
      return sessionResponse(tokens, user.rows[0], row.session_id, nextToken);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return { password, refreshToken };
}
