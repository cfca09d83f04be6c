// The load generator of the registration burst, run as its own Node process by registration-burst.ts so that the
// 500 client requests do not share an event loop with the local Supabase gateway they measure (on a real deployment
// visitors' browsers and the API gateway are different machines).
//   node bench/src/registration-burst-client.ts   (reads its options as JSON on stdin, writes its result on stdout)

interface ClientOptions {
  supabaseUrl: string;
  anonKey: string;
  runId: string;
  count: number;
  timeoutMs: number;
}

export interface ClientResult {
  latencies: number[];
  errors: number;
  wallMs: number;
  firstError?: string;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

async function burst(options: ClientOptions): Promise<ClientResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  // Load Node's HTTP client before the clock starts (a fresh process compiles it on its first fetch): the figures are
  // the server's, as 500 browsers that already have the page open would see them.
  await (await fetch(`${options.supabaseUrl}/auth/v1/health`)).arrayBuffer();
  const started = performance.now();
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
            p_email: `burst-${options.runId}-${i}@bench.local`,
            p_whatsapp: `55119${String(10_000_000 + i).slice(-8)}`,
            p_programming_experience: i % 2 === 0 ? 'already_programmed' : 'want_to_learn',
            p_utm: { utm_source: 'bench', utm_medium: 'burst', utm_campaign: options.runId },
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
  return { latencies, errors, wallMs: performance.now() - started, firstError };
}

const options = JSON.parse(await readStdin()) as ClientOptions;
process.stdout.write(JSON.stringify(await burst(options)));
