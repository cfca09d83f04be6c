// Playwright global setup: a throwaway local Supabase (fresh temp data folder, free ports, migrations + seed, one
// staff user), then the site through scripts/site.ts (the code path of `npm start`: the edge worker on workerd, the
// remotes on their own origins) on free ports. The URLs and
// credentials reach the tests through environment variables (src/env.ts). The returned teardown stops both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSupabase } from '../../local-supabase/src/stack.ts';
import { addUser } from '../../local-supabase/src/users.ts';
import { startSite } from '../../scripts/site.ts';
import { applyCheckoutWebhookSecret, localCheckoutWebhookSecrets } from '../../scripts/checkout-webhook-secrets.ts';
import { writeE2eEnv } from './env.ts';
import { findFreePortBlock } from './ports.ts';

const STAFF = { email: 'equipe-e2e@semanajava.test', password: 'e2e-staff-password' };

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-supabase-'));
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const supabase = await startLocalSupabase({
    port: await findFreePortBlock(4),
    dataDir,
    fresh: true,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    log,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stopSupabase = async () => {
    await supabase.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await addUser(supabase.databaseUrl, { ...STAFF, staff: true });
    // The checkout webhook's secrets for this run (fresh, in the throwaway data folder); the spec posts with the hottok.
    const checkoutWebhook = localCheckoutWebhookSecrets(dataDir, {});
    await applyCheckoutWebhookSecret(supabase.url, supabase.serviceRoleKey, checkoutWebhook.databaseSecret);
    process.env.E2E_HOTMART_HOTTOK = checkoutWebhook.hottok;
    const site = await startSite({
      checkoutWebhook,
      // The specs change launches, routes and lessons and expect the next page to show it: the edge reads the public
      // content on every page here (no freshness window; still no request from the browser). The window itself is
      // tested by public-content.spec.ts on an edge of its own. Reads wait up to 5 s (this machine is shared and slow
      // at times; production waits 800 ms, then the page's data-client reads the API itself).
      vars: {
        PUBLIC_CONTENT_TTL_SECONDS: process.env.PUBLIC_CONTENT_TTL_SECONDS ?? '0',
        PUBLIC_CONTENT_STALE_SECONDS: process.env.PUBLIC_CONTENT_STALE_SECONDS ?? '0',
        PUBLIC_CONTENT_TIMEOUT_MS: process.env.PUBLIC_CONTENT_TIMEOUT_MS ?? '5000',
      },
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      port: await findFreePortBlock(5),
      log: (line) => log(`site: ${line}`),
    });
    writeE2eEnv({
      baseUrl: site.url,
      sitePort: site.port,
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      serviceRoleKey: supabase.serviceRoleKey,
      databaseUrl: supabase.databaseUrl,
      staffEmail: STAFF.email,
      staffPassword: STAFF.password,
    });
    log(`site on ${site.url}, API on ${supabase.url}`);
    return async () => {
      await site.stop();
      await stopSupabase();
    };
  } catch (error) {
    await stopSupabase();
    throw error;
  }
}
