// The load generator of the registration load test, in its own Node process (registration-load.ts): steady arrivals
// (open loop) at a fixed rate for a fixed time, each request sent at its scheduled moment whether or not the earlier
// ones have been answered, from many client addresses (127.0.0.2 ... through Node's http.Agent localAddress: the
// gateway sees each as its own client, so the per-address abuse limit sees a crowd, not one address). A request's
// latency counts from its scheduled moment (a late send is the server's delay too: no coordinated omission).
//   node bench/src/registration-load-client.ts   (reads its options as JSON on stdin, writes its result on stdout)
import { Agent, request } from 'node:http';

interface ClientOptions {
  supabaseUrl: string;
  anonKey: string;
  runId: string;
  ratePerSecond: number;
  seconds: number;
  /** Source addresses 127.0.0.<first> ... 127.0.0.<first + count - 1>. */
  addresses: { first: number; count: number };
  timeoutMs: number;
}

export interface LoadClientResult {
  sent: number;
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
  firstError?: string;
  /** Milliseconds the sends lagged behind their schedule at most (the generator's own limit). */
  maxSendLagMs: number;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

function post(
  url: URL,
  agent: Agent,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function run(options: ClientOptions): Promise<LoadClientResult> {
  const url = new URL(`${options.supabaseUrl}/rest/v1/rpc/register_lead`);
  const agents = Array.from(
    { length: options.addresses.count },
    (_, i) => new Agent({ keepAlive: true, localAddress: `127.0.0.${options.addresses.first + i}` }),
  );
  const headers = {
    apikey: options.anonKey,
    Authorization: `Bearer ${options.anonKey}`,
    'Content-Type': 'application/json',
    'User-Agent': 'funil-bench',
  };
  // One request per address before the clock starts: connections open, Node's HTTP client compiled.
  await Promise.all(
    agents.map((agent) =>
      post(new URL(`${options.supabaseUrl}/auth/v1/health`), agent, {}, '', options.timeoutMs).catch(() => null),
    ),
  );
  const total = Math.round(options.ratePerSecond * options.seconds);
  const interval = 1000 / options.ratePerSecond;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let firstError: string | undefined;
  let maxSendLagMs = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        const i = next;
        next += 1;
        const scheduled = started + i * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - scheduled);
        const body = JSON.stringify({
          p_name: `Pessoa Carga ${i}`,
          p_email: `load-${options.runId}-${i}@bench.local`,
          p_whatsapp: `55119${String(10_000_000 + i).slice(-8)}`,
          p_programming_experience: i % 2 === 0 ? 'already_programmed' : 'want_to_learn',
          p_utm: { utm_source: 'bench', utm_medium: 'load', utm_campaign: options.runId },
        });
        pending.push(
          post(url, agents[i % agents.length]!, headers, body, options.timeoutMs).then(
            ({ status, text }) => {
              latencies.push(performance.now() - scheduled);
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status < 200 || status >= 300) {
                errors += 1;
                firstError ??= `HTTP ${status}: ${text.slice(0, 200)}`;
              }
            },
            (error: unknown) => {
              latencies.push(performance.now() - scheduled);
              errors += 1;
              statuses.network = (statuses.network ?? 0) + 1;
              firstError ??= String(error);
            },
          ),
        );
      }
      if (next >= total) return resolve();
      // Sleep until the next send is due (a busy loop would take a core from the server on a 2-core machine).
      setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();
  return { sent: total, latencies, errors, statuses, maxSendLagMs, ...(firstError ? { firstError } : {}) };
}

const options = JSON.parse(await readStdin()) as ClientOptions;
process.stdout.write(JSON.stringify(await run(options)));
