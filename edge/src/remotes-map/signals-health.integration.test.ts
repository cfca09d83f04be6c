// Beside the code it tests, like every test: edge/src's Web-standard rule exempts test files, which run on Node.
// The canary's health source against a running local Supabase (real PostgREST, real SQL), a step of `npm test`:
//   node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// Signals are recorded the way the worker's queue consumer records them (src/signals/store.ts), then read back per
// build the way the map store reads them.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSignals, type SignalMessage } from '../signals/store.ts';
import { signalsHealthSource } from './signals-health.ts';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const SECRET = `segredo-integracao-saude-${crypto.randomUUID()}`;
const env = { SUPABASE_URL, SUPABASE_ANON_KEY: ANON, SIGNALS_SECRET: SECRET };
// Build ids of this run only (the database may hold other runs' signals).
const hex = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);
const STABLE = hex();
const CANARY = hex();

function view(build: string, events: SignalMessage['events'] = []): SignalMessage {
  return {
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
    view_id: crypto.randomUUID().replace(/-/g, '').slice(0, 22),
    view: { route: '/inscricao', device: 'desktop', connection: '4g', remote: 'mfe_funnel', build, shell_build: 's' },
    events,
  } as SignalMessage;
}

beforeAll(async () => {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/set_site_signals_secret`, {
    method: 'POST',
    headers: { apikey: SERVICE, authorization: `Bearer ${SERVICE}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: SECRET }),
  });
  expect(response.status).toBeLessThan(300);
  const failure = {
    kind: 'remote',
    route: '/inscricao',
    device: 'desktop',
    connection: '4g',
    remote: 'mfe_funnel',
    build: CANARY,
    expose: 'Landing',
    code: 'RUNTIME-008',
  } as unknown as SignalMessage['events'][number];
  await recordSignals(
    [view(STABLE), view(STABLE), view(CANARY, [failure]), view(CANARY, [failure]), view(CANARY)],
    env,
  );
});

describe('signalsHealthSource', () => {
  it('counts page views and remote-load failures per build since a time', async () => {
    const source = signalsHealthSource(env)!;
    const since = new Date(Date.now() - 60_000).toISOString();
    expect(await source.counts('mfe_funnel', [STABLE, CANARY], since)).toEqual({
      [STABLE]: { pageViews: 2, loadFailures: 0, errors: 0 },
      [CANARY]: { pageViews: 3, loadFailures: 2, errors: 0 },
    });
  });

  it('is refused with another secret, and absent without one', async () => {
    const wrong = signalsHealthSource({ ...env, SIGNALS_SECRET: 'x'.repeat(40) })!;
    await expect(wrong.counts('mfe_funnel', [STABLE], new Date().toISOString())).rejects.toThrow(/HTTP 401|HTTP 403/);
    expect(signalsHealthSource({ SUPABASE_URL, SUPABASE_ANON_KEY: ANON })).toBeNull();
  });
});
