// A burst of concurrent registrations through the real registration function (PostgREST RPC register_lead, as anon),
// loopback only, bounded in time. Reports latency percentiles, errors, and what was stored afterwards.
// The requests are sent by a separate Node process (registration-burst-client.ts), not from the process that runs
// the local Supabase gateway, so the load generator does not compete with the server for one event loop.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { ClientResult } from './registration-burst-client.ts';
import { percentile } from './stats.ts';

const CLIENT = path.join(import.meta.dirname, 'registration-burst-client.ts');

/** Runs the load generator in its own process; it is killed if it outlives the burst's time bound. */
function runClient(input: {
  supabaseUrl: string;
  anonKey: string;
  runId: string;
  count: number;
  timeoutMs: number;
}): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLIENT], {
      stdio: ['pipe', 'pipe', 'inherit'],
      timeout: input.timeoutMs + 10_000,
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) return reject(new Error(`burst client exited with ${signal ?? code}`));
      try {
        resolve(JSON.parse(output) as ClientResult);
      } catch (error) {
        reject(new Error(`burst client printed no result: ${String(error)}`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}

export interface BurstResult {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  wallMs: number;
  stored: number;
  duplicated: number;
  firstError?: string;
}

export async function registrationBurst(options: {
  supabaseUrl: string;
  anonKey: string;
  databaseUrl: string;
  count: number;
  timeoutMs: number;
}): Promise<BurstResult> {
  const runId = Date.now().toString(36);
  const { latencies, errors, wallMs, firstError } = await runClient({
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    runId,
    count: options.count,
    timeoutMs: options.timeoutMs,
  });
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stored: string; distinct_emails: string }>(
      `select count(*) as stored, count(distinct email) as distinct_emails
         from public.leads_lancamento where email like $1`,
      [`burst-${runId}-%@bench.local`],
    );
    const counts = rows[0] ?? { stored: '0', distinct_emails: '0' };
    const stored = Number(counts.stored);
    return {
      requests: options.count,
      errors,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      wallMs,
      stored,
      duplicated: stored - Number(counts.distinct_emails),
      firstError,
    };
  } finally {
    await client.end();
  }
}
