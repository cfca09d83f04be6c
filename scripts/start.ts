// `npm start` (through scripts/start.sh): local Supabase with persistent data, migrations, seed and demo data,
// the local staff user, then the site (when shell/ exists): the remotes, and the edge worker (edge/) on workerd on
// PORT. Ctrl-C or SIGTERM stops everything it started.
//   The design system's Storybook is served too, on STORYBOOK_PORT (PORT + 6).
//   The local mail catcher (maildev, local-supabase/src/mail-catcher.ts) takes what the worker's e-mail sender delivers: web
//   inbox on MAILBOX_PORT (54324), SMTP on MAIL_SMTP_PORT (54325); the worker's Cron Trigger fires every minute.
//   SUPABASE_PORT (54321), PORT (4173), STAFF_EMAIL / STAFF_PASSWORD (equipe@semanajava.local / semana-java-2025),
//   DATABASE_URL (an external PostgreSQL instead of the embedded one).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalSupabaseError } from '@funil/local-supabase/errors';
import { DEFAULT_DATA_DIR, startLocalSupabase, type LocalSupabase } from '@funil/local-supabase/stack';
import { applyCheckoutWebhookSecret, localCheckoutWebhookSecrets } from '@funil/edge/local/checkout-webhook-secrets';
import { applySignalsSecret, newSignalsSecret } from '@funil/edge/local/signals-secret';
import { applyNewAttendanceSecret } from '@funil/edge/local/attendance-secret';
import { applyEmailSender, localEmailSenderSecret } from '@funil/edge/local/email-sender-setup';
import { applyEmailEventsSecret, localSesNotifications, sesEdgeVars } from '@funil/edge/local/ses-notifications';
import { DEFAULT_MAIL_SMTP_PORT, DEFAULT_MAILBOX_PORT, startMailCatcher } from '@funil/local-supabase/mail-catcher';
import { addUser } from '@funil/local-supabase/users';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Stoppable {
  stop(): Promise<void>;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_000)
    throw new LocalSupabaseError(`${name} must be a port number, got "${raw}".`);
  return value;
}

async function main(): Promise<void> {
  const started = Date.now();
  const supabasePort = intFromEnv('SUPABASE_PORT', 54321);
  const sitePort = intFromEnv('PORT', 4173);
  const staffEmail = process.env.STAFF_EMAIL || 'equipe@semanajava.local';
  const staffPassword = process.env.STAFF_PASSWORD || 'semana-java-2025';

  const running: Stoppable[] = [];
  let shuttingDown = false;
  /** The site while it builds and starts (a Ctrl-C then also ends the vite build; let it release its lock). */
  let siteStarting: Promise<unknown> | null = null;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (siteStarting) await Promise.race([siteStarting.catch(() => undefined), sleep(3000)]);
    for (const item of running.splice(0).reverse()) {
      try {
        await item.stop();
      } catch (error) {
        console.error(`while stopping: ${(error as Error).message}`);
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', () => {
    console.log('\nstopping...');
    void shutdown(0);
  });
  process.on('SIGTERM', () => void shutdown(0));
  // A closed terminal: PostgreSQL would take SIGHUP as "reload config" and keep running.
  process.on('SIGHUP', () => void shutdown(0));

  try {
    // The catcher starts beside the stack (it is independent of it).
    const catcherStarting = startMailCatcher({
      webPort: intFromEnv('MAILBOX_PORT', DEFAULT_MAILBOX_PORT),
      smtpPort: intFromEnv('MAIL_SMTP_PORT', DEFAULT_MAIL_SMTP_PORT),
    });
    // Awaited later (a failure is reported then, not as an unhandled rejection while the stack starts).
    catcherStarting.catch(() => undefined);
    running.push({ stop: async () => (await catcherStarting.catch(() => null))?.stop() });
    const stackStarting = startLocalSupabase({
      port: supabasePort,
      demoData: true,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    });
    // A signal during start: the stack finishes starting, then is stopped at once (nothing left behind).
    running.push({ stop: async () => (await stackStarting.catch(() => null))?.stop() });
    const stack: LocalSupabase = await stackStarting;
    if (shuttingDown) return;
    await addUser(stack.databaseUrl, { email: staffEmail, password: staffPassword, staff: true });
    const supabaseSeconds = ((Date.now() - started) / 1000).toFixed(1);

    let siteUrl: string | null = null;
    let hottok: string | null = null;
    if (existsSync(path.join(ROOT, 'shell', 'package.json'))) {
      const { startSite } = await import('./site.ts');
      const checkoutWebhook = localCheckoutWebhookSecrets(DEFAULT_DATA_DIR);
      await applyCheckoutWebhookSecret(stack.url, stack.serviceRoleKey, checkoutWebhook.databaseSecret);
      hottok = checkoutWebhook.hottok;
      // SES bounces and complaints (POST /webhooks/ses) with the local SNS stand-in: `npm run simulate:ses`.
      const sesNotifications = localSesNotifications(DEFAULT_DATA_DIR);
      await applyEmailEventsSecret(stack.url, stack.serviceRoleKey, sesNotifications.databaseSecret);
      const signalsSecret = newSignalsSecret();
      await applySignalsSecret(stack.url, stack.serviceRoleKey, signalsSecret);
      const attendance = await applyNewAttendanceSecret(stack.url, stack.serviceRoleKey);
      const catcher = await catcherStarting;
      const senderSecret = localEmailSenderSecret(DEFAULT_DATA_DIR);
      await applyEmailSender(stack.url, stack.serviceRoleKey, {
        secret: senderSecret,
        siteUrl: `http://127.0.0.1:${sitePort}`,
      });
      const starting = startSite({
        supabaseUrl: stack.url,
        anonKey: stack.anonKey,
        port: sitePort,
        checkoutWebhook,
        signalsSecret,
        edgeVars: { ...sesEdgeVars(sesNotifications), ...attendance },
        mail: { smtpPort: catcher.smtpPort, senderSecret },
        cron: true,
      });
      siteStarting = starting;
      const site = await starting;
      siteStarting = null;
      if (shuttingDown) {
        await site.stop();
        return;
      }
      running.push(site);
      siteUrl = site.url;
    }
    if (shuttingDown) return;

    const { startStorybook } = await import('./storybook-site.ts');
    const storybook = await startStorybook(intFromEnv('STORYBOOK_PORT', sitePort + 6));
    running.push({ stop: () => storybook.close() });
    if (shuttingDown) return;
    const mailbox = await catcherStarting;

    console.log(
      [
        '',
        `local Supabase up in ${supabaseSeconds} s${siteUrl ? `, everything in ${((Date.now() - started) / 1000).toFixed(1)} s` : ''}`,
        '',
        siteUrl
          ? `  Site:           ${siteUrl} (the edge worker on workerd; remotes on ports ${sitePort + 1}-${sitePort + 4})`
          : '  Site:           (no shell/ yet: only local Supabase is running)',
        `  Storybook:      ${storybook.url} (design system: components, docs, foundations)`,
        `  Mailbox: ${mailbox.url}  (the e-mails the site sends; SMTP on 127.0.0.1:${mailbox.smtpPort})`,
        `  API URL:        ${stack.url}`,
        `  anon key:       ${stack.anonKey}`,
        ...(hottok
          ? [`  Hotmart hottok: ${hottok}  (POST /webhooks/hotmart; npm run simulate:checkout -- --email <e-mail>)`]
          : []),
        `  Staff e-mail:   ${staffEmail}`,
        `  Staff password: ${staffPassword}`,
        `  Database:       ${stack.databaseUrl}`,
        '',
        'Ctrl-C stops everything.',
      ].join('\n'),
    );
  } catch (error) {
    if (shuttingDown) return;
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

await main();
