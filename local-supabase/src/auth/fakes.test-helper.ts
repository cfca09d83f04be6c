import type { UserRow } from './users.ts';

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  const at = new Date('2026-11-23T12:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'equipe@example.com',
    encrypted_password: '',
    role: 'authenticated',
    aud: 'authenticated',
    raw_app_meta_data: { provider: 'email' },
    raw_user_meta_data: {},
    email_confirmed_at: at,
    last_sign_in_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A pg pool stand-in: answers each query with `answer(sql, params)` and records what was asked. */
export function fakePool(answer: (sql: string, params: unknown[]) => { rows: unknown[]; rowCount?: number }) {
  const queries: { sql: string; params: unknown[] }[] = [];
  const query = async (sql: string, params: unknown[] = []) => {
    queries.push({ sql, params });
    const result = answer(sql, params);
    return { rowCount: result.rows.length, ...result };
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only query() is used by the code under test
  return { pool: { query } as any, queries };
}
