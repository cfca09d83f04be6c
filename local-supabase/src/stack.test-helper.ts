import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temp folder with a `migrations/` folder holding the given files; `cleanup()` removes it. */
export function tempProject(files: Record<string, string>): { dir: string; migrationsDir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-supabase-test-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach the data folder inside
  const migrationsDir = path.join(dir, 'migrations');
  mkdirSync(migrationsDir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(migrationsDir, name), sql);
  return { dir, migrationsDir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A tiny schema like the project's: a table readable by signed-in users, private.staff, an RPC echoing the caller. */
export const NOTES_MIGRATION = `
create schema if not exists private;
create table private.staff (user_id uuid primary key references auth.users (id) on delete cascade);
create table public.notes (id bigint generated always as identity primary key, body text not null);
alter table public.notes enable row level security;
create policy notes_signed_in on public.notes for select to authenticated using (true);
grant select on public.notes to authenticated;
create function public.whoami() returns jsonb language sql stable as $$
  select jsonb_build_object('role', auth.role(), 'uid', auth.uid(),
    'ip', current_setting('request.headers', true)::jsonb ->> 'x-forwarded-for',
    'cf', current_setting('request.headers', true)::jsonb ->> 'cf-connecting-ip')
$$;
`;
