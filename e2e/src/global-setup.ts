// Playwright global setup: a throwaway local Supabase (fresh temp data folder, free ports, migrations + seed, one
// staff user), then the site through scripts/site.ts (the code path of `npm start`: the edge worker on workerd, the
// remotes on their own origins) on free ports. The URLs and
// credentials reach the tests through environment variables (src/env.ts). The returned teardown stops both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STACK_PORT_BLOCK, startLocalSupabase } from '@funil/local-supabase/stack';
import { addUser } from '@funil/local-supabase/users';
import { applyNewAttendanceSecret } from '@funil/edge/local/attendance-secret';
import { startSite } from '@funil/scripts/site';
import { applyCheckoutWebhookSecret, localCheckoutWebhookSecrets } from '@funil/edge/local/checkout-webhook-secrets';
import { applySignalsSecret, newSignalsSecret } from '@funil/edge/local/signals-secret';
import { applyEmailSender, localEmailSenderSecret } from '@funil/edge/local/email-sender-setup';
import { applyEmailEventsSecret, localSesNotifications, sesEdgeVars } from '@funil/edge/local/ses-notifications';
import { startMailCatcher } from '@funil/local-supabase/mail-catcher';
import { startControlServer } from './control-server.ts';
import { writeE2eEnv } from './env.ts';
import { findFreePortBlock } from './ports.ts';

const STAFF = { email: 'equipe-e2e@semanajava.test', password: 'e2e-staff-password' };

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-supabase-'));
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const supabase = await startLocalSupabase({
    port: await findFreePortBlock(STACK_PORT_BLOCK),
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

  const stops: (() => Promise<void>)[] = [];
  try {
    await addUser(supabase.databaseUrl, { ...STAFF, staff: true });
    // The run's mail catcher and the sender's secret: the worker delivers there when its Cron Trigger runs (the
    // control server's POST /scheduled; no timer, so the tests decide when a run happens).
    const mailPorts = await findFreePortBlock(2);
    const catcher = await startMailCatcher({ webPort: mailPorts, smtpPort: mailPorts + 1 });
    stops.push(() => catcher.stop());
    const senderSecret = localEmailSenderSecret(dataDir, {});
    // The checkout webhook's secrets for this run (fresh, in the throwaway data folder); the spec posts with the hottok.
    const checkoutWebhook = localCheckoutWebhookSecrets(dataDir, {});
    await applyCheckoutWebhookSecret(supabase.url, supabase.serviceRoleKey, checkoutWebhook.databaseSecret);
    process.env.E2E_HOTMART_HOTTOK = checkoutWebhook.hottok;
    // SES bounces and complaints: the endpoint's secret and the local SNS signer (the specs sign notifications with it).
    const sesNotifications = localSesNotifications(dataDir, {});
    await applyEmailEventsSecret(supabase.url, supabase.serviceRoleKey, sesNotifications.databaseSecret);
    process.env.E2E_SES_NOTIFICATIONS = JSON.stringify(sesNotifications);
    // The browser's registrations all come from 127.0.0.1: its confirmations are not capped per client here (the
    // abuse spec registers from another loopback address, which is).
    const limits = await fetch(new URL('/rest/v1/rpc/set_confirmation_limits', supabase.url), {
      method: 'POST',
      headers: {
        apikey: supabase.serviceRoleKey,
        authorization: `Bearer ${supabase.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_limits: { exempt_clients: ['127.0.0.1'] } }),
    });
    if (!limits.ok) throw new Error(`set_confirmation_limits: ${limits.status} ${await limits.text()}`);
    // Production signals: the worker's queue consumer records into this database.
    const signalsSecret = newSignalsSecret();
    await applySignalsSecret(supabase.url, supabase.serviceRoleKey, signalsSecret);
    // Class attendance: the rooms write through this secret; here within a second of a report, and a
    // page on Playwright's fast clock may claim its seconds (the edge otherwise bounds them by its own clock).
    const attendance = await applyNewAttendanceSecret(supabase.url, supabase.serviceRoleKey);
    const sitePort = await findFreePortBlock(5);
    await applyEmailSender(supabase.url, supabase.serviceRoleKey, {
      secret: senderSecret,
      siteUrl: `http://127.0.0.1:${sitePort}`,
    });
    const site = await startSite({
      checkoutWebhook,
      // The canary's automatic rollback decides after a handful of page views here (tests/remote-delivery.spec.ts).
      edgeVars: {
        CANARY_CHECK_SECONDS: '1',
        CANARY_MIN_PAGE_VIEWS: '3',
        CANARY_MIN_FAILING: '2',
        ...attendance,
        ATTENDANCE_ALARM_SECONDS: '1',
        ATTENDANCE_FLUSH_SECONDS: '1',
        ATTENDANCE_SLACK_SECONDS: '600',
        // The specs change launches, routes and lessons and expect the next page to show it: the edge reads the public
        // content on every page here (no freshness window; still no request from the browser). The window itself is
        // tested by public-content.spec.ts on an edge of its own. Reads wait up to 5 s (this machine is shared and slow
        // at times; production waits 800 ms, then the page's data-client reads the API itself).
        PUBLIC_CONTENT_TTL_SECONDS: process.env.PUBLIC_CONTENT_TTL_SECONDS ?? '0',
        PUBLIC_CONTENT_STALE_SECONDS: process.env.PUBLIC_CONTENT_STALE_SECONDS ?? '0',
        PUBLIC_CONTENT_TIMEOUT_MS: process.env.PUBLIC_CONTENT_TIMEOUT_MS ?? '5000',
        ...sesEdgeVars(sesNotifications),
      },
      signalsSecret,
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      port: sitePort,
      log: (line) => log(`site: ${line}`),
      mail: { smtpPort: catcher.smtpPort, senderSecret },
      // The sender worker: one run per trigger, draining what is due (the tests trigger runs; a minute-long loop would
      // hold them).
      senderVars: { EMAIL_TICK_SECONDS: '0' },
    });
    stops.push(() => site.stop());
    const control = await startControlServer({
      port: await findFreePortBlock(1),
      runScheduled: () => site.runScheduled(),
      catcher,
    });
    stops.push(() => control.close());
    writeE2eEnv({
      baseUrl: site.url,
      sitePort: site.port,
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      serviceRoleKey: supabase.serviceRoleKey,
      databaseUrl: supabase.databaseUrl,
      staffEmail: STAFF.email,
      staffPassword: STAFF.password,
      mailboxUrl: catcher.url,
      controlUrl: control.url,
      senderUrl: site.senderUrl ?? '',
    });
    log(`site on ${site.url}, API on ${supabase.url}`);
    return async () => {
      for (const stop of stops.reverse()) await stop();
      await stopSupabase();
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await stopSupabase();
    throw error;
  }
}
