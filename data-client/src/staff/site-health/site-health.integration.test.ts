// The site-health services (src/staff/site-health/site-health.ts) against the local stack: signals recorded the way the edge's
// queue consumer does (public.record_site_signals with the database secret), read back by staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { DataError } from '../../errors';
import { signIn, signOut } from '../auth/auth';
import { fetchRemoteBuildHealth, fetchSiteHealth } from './site-health';
import { anonClient, config, NONSTAFF, STAFF, useLocalSupabase } from '../../integration-setup.test-helper';

const SECRET = `segredo-itest-sinais-${crypto.randomUUID()}`;
const run = String(Date.now()).slice(-7);
const route = `/itest-saude-${run}`;
const build = `itest${run}`;
const fingerprint = `${run}`.padStart(32, 'a');

beforeAll(async () => {
  useLocalSupabase();
  const service = createClient(config.supabaseUrl, process.env.SUPABASE_SERVICE_ROLE_KEY ?? '', {
    auth: { persistSession: false },
  });
  const { error } = await service.rpc('set_site_signals_secret', { p_secret: SECRET });
  if (error) throw new Error(error.message);
  const view = { route, device: 'mobile', connection: '4g', remote: 'mfe_funnel', build, shell_build: 'shellitest' };
  const { error: recordError } = await anonClient().rpc('record_site_signals', {
    p_secret: SECRET,
    p_messages: [
      {
        id: crypto.randomUUID(),
        at: new Date().toISOString(),
        // The view id of the page's view token (edge/src/signals/view-token.ts): a message without one counts no view.
        view_id: crypto.randomUUID().replace(/-/g, '').slice(0, 22),
        view,
        events: [
          { kind: 'vital', ...view, metric: 'INP', value: 640, target: 'main>button.cta' },
          {
            kind: 'error',
            route,
            device: 'mobile',
            remote: 'mfe_funnel',
            build,
            fingerprint,
            error_type: 'TypeError',
            message: 'itest <n>',
            top_frame: 'f /a.js:1:1',
            sample_message: 'itest 1',
            sample_stack: '',
            n: 2,
          },
        ],
      },
    ],
  });
  if (recordError) throw new Error(recordError.message);
});

afterAll(async () => {
  await signOut().catch(() => undefined);
});

describe('site-health services', () => {
  it('are refused to a signed-in non-staff user, and take only the page windows', async () => {
    await signIn(NONSTAFF.email, NONSTAFF.password);
    await expect(fetchSiteHealth(24)).rejects.toBeInstanceOf(DataError);
    await expect(fetchRemoteBuildHealth(24)).rejects.toBeInstanceOf(DataError);
    await signOut();
    await expect(fetchSiteHealth(5 as 24)).rejects.toMatchObject({ kind: 'invalid', reason: 'bad_argument' });
  });

  it('give staff the p75 per route and device, the error groups and the per-build figures', async () => {
    await signIn(STAFF.email, STAFF.password);
    const health = await fetchSiteHealth(24);
    const inp = health.vitals.find((row) => row.route === route && row.metric === 'INP');
    expect(inp).toMatchObject({ device: 'mobile', samples: 1 });
    expect(Math.abs(inp!.p75 - 640)).toBeLessThanOrEqual(16);
    expect(health.vital_targets.find((row) => row.route === route)).toMatchObject({
      metric: 'INP',
      target: 'main>button.cta',
      count: 1,
      not_good: 1,
    });
    expect(health.errors.find((group) => group.fingerprint === fingerprint)).toMatchObject({
      count: 2,
      views: 1,
      build,
    });
    const builds = await fetchRemoteBuildHealth(168);
    expect(builds.find((row) => row.remote === 'mfe_funnel' && row.build === build)).toMatchObject({
      page_views: 1,
      errors: 2,
      error_rate: 2,
      remote_load_failures: 0,
      failure_rate: 0,
    });
  });
});
