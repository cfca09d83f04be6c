// Registrations as steady arrivals (open loop) through the real registration function (PostgREST RPC register_lead,
// as anon, through the local gateway), from 50 client addresses: p50, p99, errors, and what was stored afterwards
// (lost: answered 2xx but not in the table; duplicated: more than one row or attempt for one request). The generator runs in its own process (registration-load-client.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { LoadClientResult } from './registration-load-client.ts';
import type { Measurement } from './report.ts';
import { percentile } from './stats.ts';

const CLIENT = path.join(import.meta.dirname, 'registration-load-client.ts');
/** 127.0.0.2 ... 127.0.0.51: 50 source addresses (loopback, no configuration needed on Linux). */
export const LOAD_ADDRESSES = { first: 2, count: 50 };

function runClient(input: object, timeoutMs: number): Promise<LoadClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLIENT], { stdio: ['pipe', 'pipe', 'inherit'], timeout: timeoutMs });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) return reject(new Error(`load client exited with ${signal ?? code}`));
      try {
        resolve(JSON.parse(output) as LoadClientResult);
      } catch (error) {
        reject(new Error(`load client printed no result: ${String(error)}`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}

export interface LoadResult {
  rate: number;
  sent: number;
  errors: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  stored: number;
  lost: number;
  duplicated: number;
  maxSendLagMs: number;
  firstError?: string;
}

export async function registrationLoad(options: {
  supabaseUrl: string;
  anonKey: string;
  databaseUrl: string;
  ratePerSecond: number;
  seconds: number;
}): Promise<LoadResult> {
  const runId = `${Date.now().toString(36)}r${options.ratePerSecond}`;
  const result = await runClient(
    {
      supabaseUrl: options.supabaseUrl,
      anonKey: options.anonKey,
      runId,
      ratePerSecond: options.ratePerSecond,
      seconds: options.seconds,
      addresses: LOAD_ADDRESSES,
      timeoutMs: 30_000,
    },
    options.seconds * 1000 + 90_000,
  );
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stored: string; distinct_emails: string; attempts: string }>(
      `select count(*) as stored, count(distinct l.email) as distinct_emails,
              (select count(*) from private.registration_attempts a
                 join public.leads_lancamento x on x.id = a.lead_id where x.email like $1) as attempts
         from public.leads_lancamento l where l.email like $1`,
      [`load-${runId}-%@bench.local`],
    );
    const counts = rows[0] ?? { stored: '0', distinct_emails: '0', attempts: '0' };
    const stored = Number(counts.distinct_emails);
    const duplicated = Number(counts.stored) - stored + Math.max(0, Number(counts.attempts) - stored);
    return {
      rate: options.ratePerSecond,
      sent: result.sent,
      errors: result.errors,
      statuses: result.statuses,
      p50Ms: percentile(result.latencies, 50),
      p99Ms: percentile(result.latencies, 99),
      stored,
      lost: Math.max(0, result.sent - result.errors - stored),
      duplicated,
      maxSendLagMs: result.maxSendLagMs,
      ...(result.firstError ? { firstError: result.firstError } : {}),
    };
  } finally {
    await client.end();
  }
}

/** The report's lines for one rate; the budgets apply at 500/s (p99 <= 100 ms) and, for losses, at every rate. */
export function loadMeasurements(result: LoadResult, seconds: number): Measurement[] {
  const group = `Registrations as steady arrivals (open loop, ${seconds} s, ${LOAD_ADDRESSES.count} client addresses 127.0.0.${LOAD_ADDRESSES.first}-${LOAD_ADDRESSES.first + LOAD_ADDRESSES.count - 1}, client in its own process)`;
  const at = `${result.rate}/s`;
  const budgeted = result.rate === 500;
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    {
      group,
      name: `${at} latency p50`,
      value: result.p50Ms,
      unit: 'ms',
      note: `max send lag of the generator ${result.maxSendLagMs.toFixed(0)} ms`,
    },
    {
      group,
      name: `${at} latency p99`,
      value: result.p99Ms,
      unit: 'ms',
      ...(budgeted ? { budget: 100, comparison: '<=' as const } : {}),
    },
    {
      group,
      name: `${at} errors`,
      value: result.errors,
      unit: '',
      ...(budgeted ? { budget: 0, comparison: '==' as const } : {}),
      note: [statuses, result.firstError].filter(Boolean).join('; '),
    },
    {
      group,
      name: `${at} lost (answered 2xx, not stored)`,
      value: result.lost,
      unit: '',
      ...(budgeted ? { budget: 0, comparison: '==' as const } : {}),
      note: `${result.sent} sent, ${result.stored} stored`,
    },
    { group, name: `${at} duplicated`, value: result.duplicated, unit: '', budget: 0, comparison: '==' },
  ];
}
