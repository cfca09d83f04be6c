// Applies SQL files the way the Supabase CLI records them: supabase/migrations/*.sql in name order, each once,
// each in its own transaction, recorded in supabase_migrations.schema_migrations (the table `supabase db push`
// uses on hosted projects). seed.sql and the demo files are applied once each and recorded too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { LocalSupabaseError } from './errors.ts';

const BOOTSTRAP_SQL = path.resolve(import.meta.dirname, '..', 'sql', 'bootstrap.sql');

/** Arbitrary constant: serialises runners on one database (npm start and add-staff, parallel test runs). */
const MIGRATION_LOCK = 4_315_201;

interface PgErrorFields {
  message: string;
  position?: string;
  detail?: string;
  hint?: string;
  where?: string;
  code?: string;
}

/** "message (line N, code X)\nDETAIL: ...\nHINT: ..." for a failed SQL file. */
export function describeSqlError(error: unknown, sql: string): string {
  const fields = error as PgErrorFields;
  const parts: string[] = [];
  let location = '';
  const position = Number(fields.position);
  if (Number.isFinite(position) && position > 0) {
    const line = sql.slice(0, position - 1).split('\n').length;
    location = ` (line ${line})`;
  }
  parts.push(`${fields.message ?? String(error)}${location}${fields.code ? ` [SQLSTATE ${fields.code}]` : ''}`);
  if (fields.detail) parts.push(`DETAIL: ${fields.detail}`);
  if (fields.hint) parts.push(`HINT: ${fields.hint}`);
  if (fields.where) parts.push(`CONTEXT: ${fields.where}`);
  return parts.join('\n');
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const TRANSIENT = new Set(['XX000', '40001', '40P01', '23505', '42710']);

/** Applies local-supabase/sql/bootstrap.sql (idempotent; retried when a parallel run on the same cluster races it). */
export async function applyBootstrap(databaseUrl: string): Promise<void> {
  const sql = readFileSync(BOOTSTRAP_SQL, 'utf8');
  await withClient(databaseUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`begin;\n${sql}\ncommit;`);
        return;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        const code = (error as PgErrorFields).code ?? '';
        if (attempt < 5 && TRANSIENT.has(code)) continue;
        throw new LocalSupabaseError(`local-supabase/sql/bootstrap.sql failed:\n${describeSqlError(error, sql)}`, {
          cause: error,
        });
      }
    }
  });
}

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

function sqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** Supabase CLI naming: `<version>_<name>.sql`. */
function splitMigrationName(file: string): { version: string; name: string } {
  const base = file.replace(/\.sql$/, '');
  const underscore = base.indexOf('_');
  return underscore > 0
    ? { version: base.slice(0, underscore), name: base.slice(underscore + 1) }
    : { version: base, name: base };
}

async function ensureTables(client: pg.Client): Promise<void> {
  await client.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
    create table if not exists supabase_migrations.local_seed_files (
      file text primary key,
      applied_at timestamptz not null default now()
    );
  `);
}

async function applyFile(client: pg.Client, label: string, sql: string, record: () => Promise<unknown>): Promise<void> {
  await client.query('begin');
  try {
    await client.query(sql);
    await record();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw new LocalSupabaseError(`${label} failed:\n${describeSqlError(error, sql)}`, { cause: error });
  }
}

export interface ApplySqlOptions {
  migrationsDir: string;
  /** Applied once, after the migrations (skipped when the file does not exist). */
  seedFile?: string;
  /** Every *.sql in this folder, in name order, each once (only `npm start` asks for it). */
  demoDir?: string;
  log?: (line: string) => void;
}

/**
 * Applies pending migrations, then the seed and demo files not applied yet. Stops at the first failing file
 * (rolled back, nothing recorded) with a LocalSupabaseError naming the file and the PostgreSQL error.
 */
export async function applySql(databaseUrl: string, options: ApplySqlOptions): Promise<MigrationResult> {
  const log = options.log ?? (() => undefined);
  return withClient(databaseUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await ensureTables(client);
      const result: MigrationResult = { applied: [], skipped: [] };
      const done = new Set(
        (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
          (row) => row.version,
        ),
      );
      for (const file of sqlFiles(options.migrationsDir)) {
        const { version, name } = splitMigrationName(file);
        if (done.has(version)) {
          result.skipped.push(file);
          continue;
        }
        const sql = readFileSync(path.join(options.migrationsDir, file), 'utf8');
        const started = Date.now();
        await applyFile(client, `migration ${file}`, sql, () =>
          client.query(
            'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
            [version, [sql], name],
          ),
        );
        log(`applied migration ${file} (${Date.now() - started} ms)`);
        result.applied.push(file);
      }

      const extra: { key: string; file: string }[] = [];
      if (options.seedFile && existsSync(options.seedFile)) extra.push({ key: 'seed.sql', file: options.seedFile });
      if (options.demoDir) {
        for (const file of sqlFiles(options.demoDir))
          extra.push({ key: `demo/${file}`, file: path.join(options.demoDir, file) });
      }
      const seeded = new Set(
        (await client.query<{ file: string }>('select file from supabase_migrations.local_seed_files')).rows.map(
          (row) => row.file,
        ),
      );
      for (const { key, file } of extra) {
        if (seeded.has(key)) {
          result.skipped.push(key);
          continue;
        }
        const sql = readFileSync(file, 'utf8');
        const started = Date.now();
        await applyFile(client, key, sql, () =>
          client.query('insert into supabase_migrations.local_seed_files (file) values ($1)', [key]),
        );
        log(`applied ${key} (${Date.now() - started} ms)`);
        result.applied.push(key);
      }
      // PostgREST (when already running) reloads its schema cache; harmless otherwise.
      if (result.applied.length > 0) await client.query(`notify pgrst, 'reload schema'`);
      return result;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  });
}
