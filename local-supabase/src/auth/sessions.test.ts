import { describe, expect, it } from 'vitest';
import { createSessions, sessionResponse } from './sessions.ts';
import { ACCESS_TOKEN_SECONDS, createTokenIssuer } from './tokens.ts';
import { fakePool, userRow } from './fakes.test-helper.ts';

const tokens = createTokenIssuer('http://127.0.0.1:54321/auth/v1', 'a-test-secret-of-at-least-thirty-two-characters');
const user = userRow();

/** A database with the user and the live sessions given. */
function database(liveSessions: string[]) {
  return fakePool((sql, params) => {
    if (sql.startsWith('select * from auth.users')) return { rows: params[0] === user.id ? [user] : [] };
    if (sql.startsWith('select 1 from auth.sessions'))
      return { rows: liveSessions.includes(String(params[0])) ? [{}] : [] };
    return { rows: [] };
  });
}

const bearer = async (sessionId: string, who = user) => ({
  headers: { authorization: `Bearer ${(await tokens.sign(who, sessionId)).token}` },
});

describe('sessionResponse', () => {
  it("is GoTrue's session answer", async () => {
    const answer = await sessionResponse(tokens, user, 's1', 'refresh-1');
    expect(answer).toMatchObject({
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: 'refresh-1',
      user: { id: user.id, email: user.email },
    });
    expect((await tokens.verify(answer.access_token)).session_id).toBe('s1');
  });
});

describe('authenticate', () => {
  it('returns the user and claims of a valid token whose session is live', async () => {
    const { pool } = database(['s1']);
    const { user: found, claims } = await createSessions(pool, tokens).authenticate(await bearer('s1'));
    expect(found.id).toBe(user.id);
    expect(claims.session_id).toBe('s1');
  });

  it("answers GoTrue's errors: no Bearer 401, bad token 403, unknown user 403, ended session 403", async () => {
    const { pool } = database(['s1']);
    const sessions = createSessions(pool, tokens);
    await expect(sessions.authenticate({ headers: {} })).rejects.toMatchObject({
      status: 401,
      code: 'no_authorization',
    });
    await expect(sessions.authenticate({ headers: { authorization: 'Bearer nope' } })).rejects.toMatchObject({
      status: 403,
      code: 'bad_jwt',
    });
    await expect(sessions.authenticate(await bearer('s1', userRow({ id: 'someone-else' })))).rejects.toMatchObject({
      code: 'user_not_found',
    });
    await expect(sessions.authenticate(await bearer('gone'))).rejects.toMatchObject({
      status: 403,
      code: 'session_not_found',
    });
  });
});

describe('logout', () => {
  it('deletes every session (global), this one (local) or the others', async () => {
    const cases = [
      ['global', 'delete from auth.sessions where user_id = $1', [user.id]],
      ['local', 'delete from auth.sessions where id::text = $1', ['s1']],
      ['others', 'delete from auth.sessions where user_id = $1 and id::text <> $2', [user.id, 's1']],
    ] as const;
    for (const [scope, sql, params] of cases) {
      const { pool, queries } = database(['s1']);
      await createSessions(pool, tokens).logout(await bearer('s1'), scope);
      expect(queries.at(-1)).toEqual({ sql, params });
    }
  });

  it('refuses an unknown scope with 400 and deletes nothing', async () => {
    const { pool, queries } = database(['s1']);
    await expect(createSessions(pool, tokens).logout(await bearer('s1'), 'everything')).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(queries.some((q) => q.sql.startsWith('delete'))).toBe(false);
  });
});
