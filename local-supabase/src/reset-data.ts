// `npm run db:reset`: re-creates the local data for today. Empties every table of the public and private schemas
// (staff membership and auth users stay, so the sign-in keeps working), forgets that seed.sql and the demo files
// were applied, and applies them again: the launches are dated relative to today again (seed.sql) with the demo
// history behind them (supabase/demo). Pending migrations are applied first. Works on a running `npm start` stack
// (its pages read the new rows on their next load) or on the stopped data folder.
import path from 'node:path';
import pg from 'pg';
import { applyBootstrap, applySql, type MigrationResult } from './migrations.ts';
import { REPO_ROOT } from './stack.ts';

/** Tables kept by a reset: who is staff (auth users live in the auth schema, untouched). */
const KEPT_TABLES = new Set(['private.staff']);

export async function resetLocalData(
  databaseUrl: string,
  log: (line: string) => void = () => undefined,
): Promise<MigrationResult> {
  await applyBootstrap(databaseUrl);
  // Migrations first (a reset on a data folder older than the branch), without seed or demo.
  await applySql(databaseUrl, { migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'), log });
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; plain: string }>(
      `select format('%I.%I', schemaname, tablename) as name, schemaname || '.' || tablename as plain
         from pg_tables where schemaname in ('public', 'private') order by 1`,
    );
    const tables = rows.filter((row) => !KEPT_TABLES.has(row.plain)).map((row) => row.name);
    await client.query('begin');
    if (tables.length > 0) await client.query(`truncate table ${tables.join(', ')} restart identity`);
    await client.query(
      `delete from supabase_migrations.local_seed_files where file = 'seed.sql' or file like 'demo/%'`,
    );
    await client.query('commit');
    log(`emptied ${tables.length} tables`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  return applySql(databaseUrl, {
    migrationsDir: path.join(REPO_ROOT, 'supabase', 'migrations'),
    seedFile: path.join(REPO_ROOT, 'supabase', 'seed.sql'),
    demoDir: path.join(REPO_ROOT, 'supabase', 'demo'),
    log,
  });
}
