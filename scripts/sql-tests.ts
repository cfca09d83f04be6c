// SQL tests: runs supabase/tests/*.test.sql against DATABASE_URL (a superuser connection) in name order.
// Each file runs in its own transaction after supabase/tests/test-helpers.sql, and is rolled back, so the
// database is left as it was. A test fails by raising an exception (`assert` or `raise exception`).
// First, the demo data `npm start` loads (supabase/demo/*.sql, in name order) is applied twice in one rolled-back
// transaction: a demo file that no longer fits the schema, or that is not idempotent, fails here with its name
// instead of on a newcomer's first `npm start`.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54322/postgres node scripts/sql-tests.ts [name-filter...]
//   node scripts/with-local-supabase.ts -- node scripts/sql-tests.ts
//
// Prints each file ok / FAILED (with the error) and exits non-zero on any failure.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TESTS_DIR = path.join(ROOT, 'supabase', 'tests');
const DEMO_DIR = path.join(ROOT, 'supabase', 'demo');
const HELPERS_FILE = path.join(TESTS_DIR, 'test-helpers.sql');

interface PgError extends Error {
  code?: string;
  where?: string;
  detail?: string;
  hint?: string;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}

interface PgModule {
  Client: new (config: { connectionString: string; application_name?: string }) => PgClient;
}

// The root package has no dependencies of its own: pg comes from the local-supabase package, which owns it.
const requireFromLocalSupabase = createRequire(path.join(ROOT, 'local-supabase', 'package.json'));
const pg = requireFromLocalSupabase('pg') as PgModule;

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const pgError = error as PgError;
  const parts = [pgError.code ? `[${pgError.code}] ${pgError.message}` : pgError.message];
  if (pgError.detail) parts.push(`detail: ${pgError.detail}`);
  if (pgError.hint) parts.push(`hint: ${pgError.hint}`);
  if (pgError.where) parts.push(`where: ${pgError.where.split('\n').join(' <- ')}`);
  return parts.join('\n      ');
}

async function runFile(databaseUrl: string, helpers: string, file: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'sql-tests' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin');
    try {
      await client.query(helpers);
      await client.query(readFileSync(path.join(TESTS_DIR, file), 'utf8'));
      return null;
    } catch (error) {
      return describeError(error);
    } finally {
      await client.query('rollback').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/**
 * Applies every demo file in name order, then every one again (as `npm run db:reset` does on a database that has the
 * rows), in one transaction that is rolled back. Returns one line per file and pass: null when it applied, else the error.
 */
async function applyDemoFiles(databaseUrl: string): Promise<{ name: string; failure: string | null }[]> {
  const files = readdirSync(DEMO_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'sql-tests-demo' });
  client.on('error', () => undefined);
  await client.connect();
  const results: { name: string; failure: string | null }[] = [];
  try {
    await client.query('begin');
    passes: for (const pass of ['', ' (again)']) {
      for (const file of files) {
        const name = `supabase/demo/${file}${pass}`;
        await client.query('savepoint demo_file');
        try {
          await client.query(readFileSync(path.join(DEMO_DIR, file), 'utf8'));
          results.push({ name, failure: null });
        } catch (error) {
          results.push({ name, failure: describeError(error) });
          // The files build on each other: after a failure the later ones would fail for that reason alone.
          break passes;
        }
      }
    }
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
  return results;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'sql-tests: DATABASE_URL is not set (a superuser postgres:// URL of a database with the migrations applied).',
    );
    return 2;
  }
  const filters = process.argv.slice(2);
  const files = readdirSync(TESTS_DIR)
    .filter((name) => name.endsWith('.test.sql'))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort();
  if (files.length === 0) {
    console.error(
      `sql-tests: no *.test.sql file in ${path.relative(ROOT, TESTS_DIR)}${filters.length ? ` matching ${filters.join(', ')}` : ''}.`,
    );
    return 1;
  }
  const helpers = readFileSync(HELPERS_FILE, 'utf8');

  let failed = 0;
  let passed = 0;
  if (filters.length === 0) {
    for (const { name, failure } of await applyDemoFiles(databaseUrl)) {
      if (failure === null) {
        passed += 1;
        console.log(`ok      ${name} applies`);
      } else {
        failed += 1;
        console.log(`FAILED  ${name} does not apply (npm start loads it)\n      ${failure}`);
      }
    }
  }
  for (const file of files) {
    const started = performance.now();
    let failure: string | null;
    try {
      failure = await runFile(databaseUrl, helpers, file);
    } catch (error) {
      failure = `could not run: ${describeError(error)}`;
    }
    const ms = Math.round(performance.now() - started);
    if (failure === null) {
      passed += 1;
      console.log(`ok      ${file} (${ms} ms)`);
    } else {
      failed += 1;
      console.log(`FAILED  ${file} (${ms} ms)\n      ${failure}`);
    }
  }
  console.log(`\nsql-tests: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
