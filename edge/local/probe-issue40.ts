// Issue 40's attacker probes, rerun against a local stack: the worker bundled as for production, on workerd
// (miniflare) with wrangler.jsonc's bindings (queue, Durable Object, Rate Limiting at the production 30/min), the
// shell's built files, a real local Supabase. Not committed: a one-off for the report.
//   node scripts/with-local-supabase.ts -- node edge/local/probe-issue40.ts <shell dist>
import { randomBytes, randomUUID } from 'node:crypto';
import { Miniflare } from 'miniflare';
import { applySignalsSecret, newSignalsSecret } from '../../scripts/signals-secret.ts';
import { bundleWorker, localQueues, localRateLimits } from './edge-server.ts';
import { readWranglerConfig } from './wrangler-config.ts';

const SUPABASE_URL = process.env.SUPABASE_URL!;
const ANON = process.env.SUPABASE_ANON_KEY!;
const SERVICE = process.env.SUPABASE_SERVICE_ROLE_KEY!;
const dist = process.argv[2]!;
const secret = newSignalsSecret();
await applySignalsSecret(SUPABASE_URL, SERVICE, secret);
const config = readWranglerConfig();
const hex = () => randomUUID().replace(/-/g, '').slice(0, 12);
const STABLE = hex();
const CANARY = hex();
const ORIGIN = 'http://127.0.0.1:9';
const ADMIN = randomBytes(24).toString('base64url');
const mf = new Miniflare({
  name: config.name,
  modules: true,
  script: await bundleWorker(),
  compatibilityDate: config.compatibility_date,
  compatibilityFlags: config.compatibility_flags ?? [],
  host: '127.0.0.1',
  port: 0,
  bindings: {
    ...config.vars,
    ENVIRONMENT: 'local',
    SUPABASE_URL,
    SUPABASE_ANON_KEY: ANON,
    SIGNALS_SECRET: secret,
    SIGNALS_VIEW_KEY: randomBytes(32).toString('base64url'),
    REMOTES_ADMIN_TOKEN: ADMIN,
    REMOTE_ORIGIN_ALLOWLIST: ORIGIN,
    SMTP_HOST: '',
    EMAIL_SENDER_SECRET: '',
    REMOTE_TIMEOUT_MS: '200',
  },
  kvNamespaces: ['REMOTES'],
  durableObjects: Object.fromEntries((config.durable_objects?.bindings ?? []).map((b) => [b.name, b.class_name])),
  ...localQueues(config),
  ratelimits: localRateLimits(config, config.ratelimits?.[0]?.simple.limit ?? 30),
  assets: {
    directory: dist,
    binding: 'ASSETS',
    routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    assetConfig: {},
  },
  cache: true,
});
const base = (await mf.ready).href.replace(/\/$/, '');
const kv = (await mf.getKVNamespace('REMOTES')) as unknown as { put(k: string, v: string): Promise<void> };
await kv.put('remotes', JSON.stringify({ mfe_funnel: `${ORIGIN}/${STABLE}/mf-manifest.json` }));
await kv.put(
  'remotes-canary',
  JSON.stringify({
    mfe_funnel: { url: `${ORIGIN}/${CANARY}/mf-manifest.json`, percent: 10, since: new Date().toISOString() },
  }),
);

let client = 1;
/** Each probe is a client of its own (an address the rate limit keys on). */
const nextClient = () => `198.51.100.${client++}`;
async function page(cohort: number, ip: string): Promise<string> {
  const html = await (
    await fetch(`${base}/inscricao`, { headers: { cookie: `funil_cohort=${cohort}`, 'cf-connecting-ip': ip } })
  ).text();
  return /<meta name="funil-view" content="([^"]+)">/.exec(html)?.[1] ?? '';
}
async function beacon(body: unknown, ip: string): Promise<number> {
  const response = await fetch(`${base}/signals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: base, 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}
const tally = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}x ${status}`)
    .join(', ');
async function status(): Promise<unknown> {
  const response = await fetch(`${base}/webhooks/remotes-map`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'status' }),
  });
  const body = (await response.json()) as { canaries: Record<string, { health: unknown }> };
  return body.canaries.mfe_funnel?.health;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500)); // the queue's 1 s batches
const failure = { kind: 'remote', route: '/inscricao', remote: 'mfe_funnel', expose: 'Landing', code: 'RUNTIME-008' };
const attack = (token?: string, events: unknown[] = [failure]) => ({
  v: 1,
  ...(token ? { token } : {}),
  builds: { mfe_funnel: CANARY },
  view: { route: '/inscricao', remote: 'mfe_funnel' },
  device: 'mobile',
  events,
});

console.log(`stable ${STABLE}, canary ${CANARY} (10%)`);
console.log('\n1. 35 anonymous beacons naming the canary with RUNTIME-008 (no token):');
{
  const ip = nextClient();
  const statuses: number[] = [];
  for (let i = 0; i < 35; i += 1) statuses.push(await beacon(attack(), ip));
  await settle();
  console.log(`   answers: ${tally(statuses)}; canary health: ${JSON.stringify(await status())}`);
}
console.log('   the same with one real canary page view token, sent 35 times:');
{
  const ip = nextClient();
  const token = await page(3, ip);
  const statuses: number[] = [];
  for (let i = 0; i < 35; i += 1) statuses.push(await beacon(attack(token), ip));
  await settle();
  console.log(`   answers: ${tally(statuses)}; canary health: ${JSON.stringify(await status())}`);
}
console.log('   the other way: 10 stable page tokens, each beacon naming the canary (healthy views for it):');
{
  const ip = nextClient();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push(await beacon(attack(await page(50, ip), []), ip));
  await settle();
  console.log(`   answers: ${tally(statuses)}; canary health: ${JSON.stringify(await status())}`);
}

console.log("\n2. The canary's own error (stack in its build folder), from a canary page view:");
{
  const ip = nextClient();
  const file = `${ORIGIN}/${CANARY}/assets/landing-x.js`;
  const error = {
    kind: 'error',
    route: '/inscricao',
    remote: 'mfe_funnel',
    error_type: 'TypeError',
    message: 'x is undefined',
    source: file,
    stack: `TypeError: x is undefined\n    at submit (${file}:3:4)`,
  };
  const statuses = [await beacon(attack(await page(3, ip), [error]), ip)];
  await settle();
  console.log(`   answers: ${tally(statuses)}; canary health: ${JSON.stringify(await status())}`);
}

// Staff reads.
const signIn = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
  method: 'POST',
  headers: { apikey: ANON, 'content-type': 'application/json' },
  body: JSON.stringify({ email: process.env.STAFF_EMAIL, password: process.env.STAFF_PASSWORD }),
});
const jwt = ((await signIn.json()) as { access_token: string }).access_token;
async function health(): Promise<{
  errors: {
    message: string;
    count: number;
    views: number;
    error_type: string;
    top_frame: string;
    sample_message: string;
    sample_stack: string;
    sample_route: string;
  }[];
  vitals: { route: string }[];
}> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/site_health`, {
    method: 'POST',
    headers: { apikey: ANON, authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_hours: 24 }),
  });
  return (await response.json()) as never;
}

console.log(
  '\n3. One client floods the health page: 6 requests of 10 distinct errors at n=100 (with 6 real page tokens),',
);
console.log(
  '   4 real error groups each seen by 2 other views; 30 junk vital routes; 40 requests in a row from one client:',
);
{
  const real = ['real-alpha', 'real-bravo', 'real-charlie', 'real-delta'];
  const err = (message: string, n = 1) => ({
    kind: 'error',
    route: '/inscricao',
    error_type: 'Error',
    message,
    source: '',
    stack: '',
    n,
  });
  const visitor = nextClient();
  for (let v = 0; v < 2; v += 1)
    await beacon(
      attack(
        await page(50, visitor),
        real.map((m) => err(`${m} falhou`)),
      ),
      visitor,
    );
  const ip = nextClient();
  const statuses: number[] = [];
  for (let r = 0; r < 6; r += 1)
    statuses.push(
      await beacon(
        attack(
          await page(50, ip),
          Array.from({ length: 10 }, (_, i) =>
            err(`lixo ${String.fromCharCode(97 + r)}${String.fromCharCode(97 + i)} aleatório`, 100),
          ),
        ),
        ip,
      ),
    );
  const vitalStatuses: number[] = [];
  for (let r = 0; r < 3; r += 1)
    vitalStatuses.push(
      await beacon(
        attack(
          await page(50, ip),
          Array.from({ length: 10 }, (_, i) => ({ kind: 'vital', route: `/lixo-${r}-${i}`, metric: 'LCP', value: 1 })),
        ),
        ip,
      ),
    );
  await settle();
  const h = await health();
  const junk = h.errors.filter((e) => e.message.startsWith('lixo'));
  console.log(`   flood answers: ${tally(statuses)}; vital beacons: ${tally(vitalStatuses)}`);
  console.log(
    `   site_health(24): ${h.errors.length} groups listed; real ones listed: ${real.filter((m) => h.errors.some((e) => e.message.startsWith(m))).length} of 4 (first ${h.errors
      .slice(0, 4)
      .map((e) => `"${e.message}" views ${e.views} count ${e.count}`)
      .join(', ')}); junk groups: ${junk.length}, their counts ${[...new Set(junk.map((e) => e.count))].join('/')}`,
  );
  console.log(`   vital routes stored: ${[...new Set(h.vitals.map((v) => v.route))].join(', ')}`);
  const burst: number[] = [];
  const one = nextClient();
  for (let i = 0; i < 40; i += 1) burst.push(await beacon(attack(), one));
  console.log(`   40 requests from one client within a minute: ${tally(burst)}`);
}

console.log('\n4. Personal data in every field (relative URL query, e-mail in type, top frame and route):');
{
  const ip = nextClient();
  const token22 = randomBytes(16).toString('base64url');
  const events = [
    {
      kind: 'error',
      route: '/inscricao',
      error_type: 'Error',
      message: `abriu /inscricao/obrigado?data=${token22}`,
      source: '',
      stack: '',
    },
    {
      kind: 'error',
      route: '/inscricao',
      error_type: 'ana@example.com',
      message: 'tipo com e-mail',
      source: '',
      stack: '',
    },
    {
      kind: 'error',
      route: '/inscricao',
      error_type: 'Error',
      message: 'quadro com e-mail',
      source: `${base}/assets/x.js`,
      stack: `Error: quadro\n    at ana@example.com (${base}/assets/x.js?t=${token22}:1:2)`,
    },
    {
      kind: 'error',
      route: '/ana@example.com',
      error_type: 'Error',
      message: 'rota com e-mail',
      source: '',
      stack: '',
    },
  ];
  const statuses = [await beacon(attack(await page(50, ip), events), ip)];
  await settle();
  const stored = JSON.stringify((await health()).errors);
  console.log(
    `   answers: ${tally(statuses)}; stored: e-mail ${stored.includes('ana@example.com') ? 'FOUND' : 'absent'}, token ${stored.includes(token22) ? 'FOUND' : 'absent'}, "data=" ${stored.includes('data=') ? 'FOUND' : 'absent'}`,
  );
  const mine = (await health()).errors.filter((e) => /obrigado|tipo com|quadro|rota com/.test(e.message));
  for (const e of mine)
    console.log(
      `   ${JSON.stringify({ message: e.message, type: e.error_type, top: e.top_frame, route: e.sample_route })}`,
    );
}

console.log('\n5. /latest/mf-manifest.json published as a 10% canary:');
{
  const response = await fetch(`${base}/webhooks/remotes-map`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'publish',
      remote: 'mfe_funnel',
      url: `${ORIGIN}/latest/mf-manifest.json`,
      percent: 10,
      by: 'probe',
    }),
  });
  console.log(`   ${response.status} ${await response.text()}`);
}
await mf.dispose();
