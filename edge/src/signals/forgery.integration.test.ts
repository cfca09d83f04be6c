// The attacks on the canary's verdict, end to end against a running local Supabase (real PostgREST, real SQL):
//   node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// Pages are composed by the real handler (a stable build of mfe_funnel and a canary, both in the release layout), the
// beacons go through the real POST /signals, are recorded through public.record_site_signals, and the canary's health
// is read back as the map store reads it (public.remote_build_health) and judged by canaryVerdict.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EdgeEnv } from '../env.ts';
import { handleRequest } from '../handler.ts';
import { canaryVerdict, DEFAULT_POLICY, NO_COUNTS, type VersionCounts } from '../remotes-map/health.ts';
import { signalsHealthSource } from '../remotes-map/signals-health.ts';
import { fakeBinding } from '../fakes.test-helper.ts';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const SECRET = `segredo-integracao-forja-${crypto.randomUUID()}`;
const SITE = 'https://semanajava.example';
const hex = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);
// Build ids of this run only (the database may hold other runs' signals).
const STABLE = hex();
const CANARY = hex();
const CDN = 'https://remotes.example';
const STABLE_URL = `${CDN}/${STABLE}/mf-manifest.json`;
const CANARY_URL = `${CDN}/${CANARY}/mf-manifest.json`;
const INDEX =
  '<!doctype html><html><head><meta name="funil-build" content="shell0000001"></head><body><div id="root"></div></body></html>';

const env = {
  ASSETS: fakeBinding<Fetcher>({
    fetch: async () => new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  }),
  REMOTES: fakeBinding<KVNamespace>({
    get: async (key: string) =>
      key === 'remotes'
        ? JSON.stringify({ mfe_funnel: STABLE_URL })
        : JSON.stringify({ mfe_funnel: { url: CANARY_URL, percent: 10, since: new Date().toISOString() } }),
  }),
  SUPABASE_URL,
  SUPABASE_ANON_KEY: ANON,
  SIGNALS_SECRET: SECRET,
  SIGNALS_VIEW_KEY: `chave-das-visualizacoes-${crypto.randomUUID()}`,
} as EdgeEnv;
// The remotes' CDN is not reachable from a test: pages are composed without pre-rendered markup (as when it is down).
const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) =>
  String(input instanceof Request ? input.url : input).startsWith(SUPABASE_URL)
    ? fetch(input, init)
    : new Response('not here', { status: 404 })) as typeof fetch;

async function call(request: Request): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const response = await handleRequest(
    request,
    env,
    { waitUntil: (promise) => void pending.push(promise) },
    {
      fetch: fetcher,
      openCache: async () => null,
    },
  );
  await Promise.all(pending); // the signals are recorded after the response (no queue here)
  return response;
}

/** A page view: the token of a page the edge composed for a visitor of `cohort` (0-9: the canary's 10%). */
async function viewToken(cohort: number): Promise<string> {
  const html = await (
    await call(new Request(`${SITE}/inscricao`, { headers: { cookie: `funil_cohort=${cohort}` } }))
  ).text();
  const token = /<meta name="funil-view" content="([^"]+)">/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

const failure = { kind: 'remote', route: '/inscricao', remote: 'mfe_funnel', expose: 'Landing', code: 'RUNTIME-008' };
/** The attacker's beacon of the issue: a view and a load failure, naming the canary. */
const beacon = (token: string | undefined, events: unknown[] = [failure]) => ({
  v: 1,
  ...(token === undefined ? {} : { token }),
  builds: { mfe_funnel: CANARY },
  view: { route: '/inscricao', remote: 'mfe_funnel' },
  device: 'mobile',
  events,
});
const post = (body: unknown) =>
  call(
    new Request(`${SITE}/signals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      body: JSON.stringify(body),
    }),
  );

const source = signalsHealthSource(env)!;
const since = new Date(Date.now() - 60_000).toISOString();
async function health(): Promise<{ stable: VersionCounts; canary: VersionCounts }> {
  const counts = await source.counts('mfe_funnel', [STABLE, CANARY], since);
  return { stable: counts[STABLE] ?? NO_COUNTS, canary: counts[CANARY] ?? NO_COUNTS };
}

beforeAll(async () => {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/set_site_signals_secret`, {
    method: 'POST',
    headers: { apikey: SERVICE, authorization: `Bearer ${SERVICE}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: SECRET }),
  });
  expect(response.status).toBeLessThan(300);
  // The honest traffic: 40 views of the stable version, 30 of the canary, all healthy.
  for (let i = 0; i < 40; i += 1) expect((await post(beacon(await viewToken(50), []))).status).toBe(204);
  for (let i = 0; i < 30; i += 1) expect((await post(beacon(await viewToken(3), []))).status).toBe(204);
}, 120_000);

describe('forged beacons move no verdict', () => {
  it('the honest figures: 40 stable views, 30 canary views, healthy', async () => {
    const { stable, canary } = await health();
    expect(stable).toEqual({ pageViews: 40, loadFailures: 0, errors: 0 });
    expect(canary).toEqual({ pageViews: 30, loadFailures: 0, errors: 0 });
    expect(canaryVerdict(stable, canary, DEFAULT_POLICY).rollback).toBe(false);
  });

  it("a forger's probe: 35 beacons without a token are refused", async () => {
    const before = await health();
    for (let i = 0; i < 35; i += 1) expect((await post(beacon(undefined))).status).toBe(403);
    expect(await health()).toEqual(before);
  });

  it('a reused token: its view counted once, the next 35 uses count nothing', async () => {
    const token = await viewToken(3);
    await post(beacon(token, []));
    const before = await health();
    for (let i = 0; i < 35; i += 1) expect((await post(beacon(token))).status).toBe(204);
    expect(await health()).toEqual(before);
    expect(canaryVerdict(before.stable, before.canary).rollback).toBe(false);
  });

  it("a token for the stable build naming the canary counts for the stable build only (never the canary's)", async () => {
    const before = await health();
    for (let i = 0; i < 5; i += 1) await post(beacon(await viewToken(50)));
    const after = await health();
    expect(after.canary).toEqual(before.canary);
    expect(after.stable.pageViews).toBe(before.stable.pageViews + 5);
  });

  it("another build's token: a token whose builds were rewritten (signature broken) is refused", async () => {
    const token = await viewToken(50);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { b: Record<string, string> };
    claims.b.mfe_funnel = CANARY;
    const forged = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const before = await health();
    expect((await post(beacon(`${forged}.${signature}`))).status).toBe(403);
    expect(await health()).toEqual(before);
  });

  it("a canary's own error (its stack in the canary's build folder) is counted for the canary", async () => {
    const before = await health();
    const file = `${CDN}/${CANARY}/assets/landing-x.js`;
    const error = {
      kind: 'error',
      route: '/inscricao',
      remote: 'mfe_funnel',
      error_type: 'TypeError',
      message: 'x is undefined',
      source: file,
      stack: `TypeError: x is undefined\n    at submit (${file}:3:4)`,
    };
    expect((await post(beacon(await viewToken(3), [error]))).status).toBe(204);
    const after = await health();
    expect(after.canary).toEqual({ ...before.canary, pageViews: before.canary.pageViews + 1, errors: 1 });
  });
});
