// A burst of concurrent registrations through the real registration function (PostgREST RPC register_lead, as anon),
// loopback only, bounded in time. Reports latency percentiles, errors, and what was stored afterwards.
import pg from 'pg';
import { percentile } from './stats.ts';

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
  const emailOf = (i: number) => `burst-${runId}-${i}@bench.local`;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = AbortSignal.timeout(options.timeoutMs);
  await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const t0 = performance.now();
      try {
        const response = await fetch(`${options.supabaseUrl}/rest/v1/rpc/register_lead`, {
          method: 'POST',
          signal: deadline,
          headers: {
            apikey: options.anonKey,
            Authorization: `Bearer ${options.anonKey}`,
            'Content-Type': 'application/json',
            'User-Agent': 'funil-bench',
          },
          body: JSON.stringify({
            p_name: `Pessoa Burst ${i}`,
            p_email: emailOf(i),
            p_whatsapp: `55119${String(10_000_000 + i).slice(-8)}`,
            p_programming_experience: i % 2 === 0 ? 'already_programmed' : 'want_to_learn',
            p_utm: { utm_source: 'bench', utm_medium: 'burst', utm_campaign: runId },
          }),
        });
        if (!response.ok) {
          errors += 1;
          firstError ??= `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
        } else {
          await response.arrayBuffer();
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      } finally {
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wallMs = performance.now() - started;
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
