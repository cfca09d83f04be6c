// The grants' input checks and the password grant's session writes, on a fake pool. Rotation, reuse within the
// interval and reuse detection need real row locks: test/stack.test.ts covers them against PostgreSQL.
import { describe, expect, it } from 'vitest';
import { createGrants } from './grants.ts';
import { createTokenIssuer } from './tokens.ts';
import { userRow } from './fakes.test-helper.ts';

const tokens = createTokenIssuer('http://127.0.0.1:54321/auth/v1', 'a-test-secret-of-at-least-thirty-two-characters');

function fakeConnectPool(answer: (sql: string) => unknown[] = () => []) {
  const queries: string[] = [];
  let released = 0;
  const client = {
    query: async (sql: string) => {
      queries.push(sql);
      return { rows: answer(sql) };
    },
    release: () => {
      released += 1;
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only connect() is used by the code under test
  return { pool: { connect: async () => client } as any, queries, released: () => released };
}

describe('password grant', () => {
  it('needs an e-mail; a phone login is disabled (422)', async () => {
    const { pool } = fakeConnectPool();
    const grants = createGrants(pool, tokens, async () => userRow());
    await expect(grants.password({ password: 'x' }, 'a')).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    await expect(grants.password({ phone: '+5511999999999', password: 'x' }, 'a')).rejects.toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
    });
  });

  it('checks the trimmed, lower-cased e-mail, then opens a session with its first refresh token in one transaction', async () => {
    const signedIn = userRow({ last_sign_in_at: new Date() });
    const { pool, queries, released } = fakeConnectPool((sql) => {
      if (sql.startsWith('insert into auth.sessions')) return [{ id: 'session-9' }];
      if (sql.startsWith('update auth.users')) return [signedIn];
      return [];
    });
    const checked: unknown[] = [];
    const grants = createGrants(pool, tokens, async (...args) => {
      checked.push(args);
      return userRow();
    });
    const session = await grants.password({ email: '  Equipe@Example.com ', password: 'p' }, '10.0.0.1');
    expect(checked).toEqual([['equipe@example.com', 'p', '10.0.0.1']]);
    expect(queries[0]).toBe('begin');
    expect(queries.at(-1)).toBe('commit');
    expect(queries.some((sql) => sql.startsWith('insert into auth.refresh_tokens'))).toBe(true);
    expect(released()).toBe(1);
    expect((await tokens.verify(session.access_token)).session_id).toBe('session-9');
    expect(session.user.last_sign_in_at).not.toBeNull();
  });

  it('opens no session when the password check fails', async () => {
    const { pool, queries } = fakeConnectPool();
    const grants = createGrants(pool, tokens, async () => {
      throw new Error('invalid');
    });
    await expect(grants.password({ email: 'a@b.co', password: 'p' }, 'x')).rejects.toThrow('invalid');
    expect(queries).toEqual([]);
  });
});

describe('refresh_token grant', () => {
  it('needs a refresh token', async () => {
    const { pool } = fakeConnectPool();
    await expect(createGrants(pool, tokens, async () => userRow()).refreshToken({})).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  it('answers refresh_token_not_found for an unknown token, rolls back and releases the connection', async () => {
    const { pool, queries, released } = fakeConnectPool();
    await expect(
      createGrants(pool, tokens, async () => userRow()).refreshToken({ refresh_token: 'unknown' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    });
    expect(queries.at(-1)).toBe('rollback');
    expect(released()).toBe(1);
  });
});
