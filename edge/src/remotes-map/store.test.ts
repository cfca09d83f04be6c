import { describe, expect, it } from 'vitest';
import type { HealthSource } from './health.ts';
import { RemotesMapStore, type DurableStorageLike } from './store.ts';
import type { EdgeEnv } from '../env.ts';

const V1 = 'https://r.example.com/aaaaaaaaaaaa/mf-manifest.json';
const V2 = 'https://r.example.com/bbbbbbbbbbbb/mf-manifest.json';
const S1 = 'https://s.example.com/111111111111/mf-manifest.json';
const S2 = 'https://s.example.com/222222222222/mf-manifest.json';

function memoryStorage(): DurableStorageLike & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    put: async (entries) => {
      for (const [key, value] of Object.entries(entries)) data.set(key, structuredClone(value));
    },
    list: async <T>({ prefix, reverse, limit }: { prefix: string; reverse?: boolean; limit?: number }) => {
      let keys = [...data.keys()].filter((key) => key.startsWith(prefix)).sort();
      if (reverse) keys.reverse();
      if (limit) keys = keys.slice(0, limit);
      return new Map(keys.map((key) => [key, structuredClone(data.get(key)) as T]));
    },
  };
}

/** The store's JSON answers, every shape at once (a test reads the part it expects). */
interface Answer {
  ok?: boolean;
  version: number;
  problems: string[];
  entry: Record<string, unknown>;
  history: { version: number; action: string; by: string; remote: string | null; reason: string }[];
  canaries: Record<string, Record<string, unknown>>;
  rolledBack: unknown[];
}

function setup(
  options: { problems?: (remote: string, url: string) => Promise<string[]>; health?: HealthSource | null } = {},
) {
  const kv = new Map<string, string>([['remotes', JSON.stringify({ mfe_funnel: V1, mfe_sales: S1 })]]);
  const env = {
    REMOTES: {
      get: async (key: string) => kv.get(key) ?? null,
      put: async (key: string, value: string) => void kv.set(key, value),
    },
    SUPABASE_URL: 'https://db.example.com',
    SUPABASE_ANON_KEY: 'anon',
    CANARY_CHECK_SECONDS: '0',
    CANARY_MIN_PAGE_VIEWS: '4',
    CANARY_MIN_FAILING: '2',
  } as unknown as EdgeEnv;
  let clock = Date.parse('2026-11-25T01:00:00Z');
  const store = new RemotesMapStore({ storage: memoryStorage() }, env, {
    releaseProblems: options.problems ?? (async () => []),
    health: options.health ?? null,
    now: () => new Date((clock += 1000)),
  });
  const call = async (action: string, body: Record<string, unknown> = {}) => {
    const response = await store.fetch(
      new Request(`https://remotes-map/${action}`, { method: 'POST', body: JSON.stringify(body) }),
    );
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const kvMap = () => JSON.parse(kv.get('remotes') ?? '{}') as Record<string, string>;
  const kvCanaries = () => JSON.parse(kv.get('remotes-canary') ?? '{}') as Record<string, { url: string }>;
  return { kv, call, kvMap, kvCanaries };
}

describe('the map store', () => {
  it('starts from the map in KV (version 1) and keeps every change as history', async () => {
    const { call, kvMap, kvCanaries } = setup();
    const published = await call('publish', {
      remote: 'mfe_funnel',
      url: V2,
      percent: 10,
      by: 'ana',
      reason: 'new hero',
    });
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(2);
    expect(kvMap()).toEqual({ mfe_funnel: V1, mfe_sales: S1 });
    expect(kvCanaries().mfe_funnel!.url).toBe(V2);
    const status = await call('status');
    expect(status.body.history.map((entry) => [entry.action, entry.by])).toEqual([
      ['canary', 'ana'],
      ['seed', 'map store (first start)'],
    ]);
    expect(status.body.canaries.mfe_funnel).toMatchObject({
      percent: 10,
      buildId: 'bbbbbbbbbbbb',
      stableBuildId: 'aaaaaaaaaaaa',
      health: null,
    });
  });

  it('refuses a release with problems and leaves the map as it was', async () => {
    const { call, kv } = setup({ problems: async () => ['mfe_funnel does not expose ./Landing'] });
    await call('status');
    const before = new Map(kv);
    const refused = await call('publish', { remote: 'mfe_funnel', url: V2, by: 'ana' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ ok: false, problems: ['mfe_funnel does not expose ./Landing'], version: 1 });
    expect(kv).toEqual(before);
    expect((await call('status')).body.version).toBe(1);
  });

  it('two publishes at the same moment both land, one version each', async () => {
    // The first publish's checks answer last: without the store's queue its write would undo the second's.
    const delays: Record<string, number> = { mfe_funnel: 40, mfe_sales: 0 };
    const { call, kvMap } = setup({
      problems: (remote) => new Promise((done) => setTimeout(() => done([]), delays[remote])),
    });
    const [a, b] = await Promise.all([
      call('publish', { remote: 'mfe_funnel', url: V2, by: 'ana' }),
      call('publish', { remote: 'mfe_sales', url: S2, by: 'bia' }),
    ]);
    expect([a.body.version, b.body.version]).toEqual([2, 3]);
    expect(kvMap()).toEqual({ mfe_funnel: V2, mfe_sales: S2 });
    const history = (await call('status')).body.history;
    expect(history.map((entry) => [entry.version, entry.remote, entry.by])).toEqual([
      [3, 'mfe_sales', 'bia'],
      [2, 'mfe_funnel', 'ana'],
      [1, null, 'map store (first start)'],
    ]);
  });

  it('adopts a map written to KV by hand as a version of its own', async () => {
    const { call, kv } = setup();
    await call('status');
    kv.set('remotes', JSON.stringify({ mfe_funnel: V2, mfe_sales: S1 }));
    const status = await call('status');
    expect(status.body.version).toBe(2);
    expect(status.body.history[0]).toMatchObject({ action: 'external', by: 'KV (outside the command)' });
    const rolledBack = await call('rollback', { remote: 'mfe_funnel', by: 'ana' });
    expect(rolledBack.status).toBe(409); // the hand-made change has no "from" to go back to
    expect(rolledBack.body.problems[0]).toContain('no version before');
  });

  it('promote and rollback by command, each one step', async () => {
    const { call, kvMap, kvCanaries } = setup();
    await call('publish', { remote: 'mfe_funnel', url: V2, percent: 50, by: 'ana' });
    expect((await call('promote', { remote: 'mfe_funnel', by: 'ana' })).body.version).toBe(3);
    expect(kvMap().mfe_funnel).toBe(V2);
    expect(kvCanaries()).toEqual({});
    const back = await call('rollback', { remote: 'mfe_funnel', by: 'ana', reason: 'checkout button broken' });
    expect(back.body.entry).toMatchObject({ action: 'rollback', from: V2, to: V1, reason: 'checkout button broken' });
    expect(kvMap().mfe_funnel).toBe(V1);
  });

  it('rolls an unhealthy canary back by itself and says why; keeps a healthy one', async () => {
    let canaryFailures = 0;
    const health: HealthSource = {
      counts: async (_remote, builds) => ({
        [builds[0]!]: { pageViews: 100, loadFailures: 0, errors: 0 },
        [builds[1]!]: { pageViews: 5, loadFailures: canaryFailures, errors: 0 },
      }),
    };
    const { call, kvCanaries } = setup({ health });
    await call('publish', { remote: 'mfe_funnel', url: V2, percent: 50, by: 'ana' });
    expect((await call('check')).body.rolledBack).toEqual([]);
    expect(kvCanaries().mfe_funnel).toBeDefined();
    canaryFailures = 5;
    const checked = await call('check');
    expect(checked.body.rolledBack).toHaveLength(1);
    expect(kvCanaries()).toEqual({});
    const entry = (await call('status')).body.history[0];
    expect(entry).toMatchObject({ action: 'auto-rollback', by: 'edge (automatic canary check)', from: V2, to: V1 });
    expect(entry?.reason).toBe(
      'automatic rollback: remote-load failures 5/5 page views (100.0%) vs stable 0/100 (0.0%), more than 2.0% above the stable version over >= 4 page views',
    );
  });
});

describe('the map store without figures', () => {
  it('keeps the canary and says so when the health source fails', async () => {
    const health: HealthSource = {
      counts: async () => {
        throw new Error('database down');
      },
    };
    const { call, kvCanaries } = setup({ health });
    await call('publish', { remote: 'mfe_funnel', url: V2, percent: 10, by: 'ana' });
    expect((await call('check')).body.rolledBack).toEqual([]);
    expect(kvCanaries().mfe_funnel).toBeDefined();
    const status = await call('status');
    expect(status.body.canaries.mfe_funnel).toMatchObject({
      health: null,
      healthError: 'health unavailable: database down',
    });
  });
});
