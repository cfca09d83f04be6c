// The sender worker itself (src/sender-worker.ts on workerd, wrangler.sender.jsonc: its Cron Trigger, its two queues,
// its EmailPace object) against a running local Supabase and a real catcher (maildev):
//   node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// - it answers no request;
// - with a bulk send pending, a new registration's confirmation is caught before the bulk send is over (lanes);
// - the worker killed mid-send (workerd stopped) and a new one started: every row sent, none lost; a message the dead
//   worker had handed to the server but not yet reported is the only kind that can arrive twice (at most one per
//   SMTP connection), and the test counts them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSender, type SenderServer } from '../../local/edge-server.ts';
import { findFreePortBlock } from '@funil/local-supabase/ports';
import { applyEmailSender } from '../../local/email-sender-setup.ts';
import { startMailCatcher, type MailCatcher } from '@funil/local-supabase/mail-catcher';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const DATABASE_URL = requiredEnv('DATABASE_URL');
const SECRET = `segredo-remetente-worker-${crypto.randomUUID()}`;
const BULK = 150;
const RATE = 40;
const CONNECTIONS = 2;

let db: pg.Client;
let catcher: MailCatcher;
let mailDirectory = '';
let sender: SenderServer | null = null;
let classId = 0;
let lancamento = 0;
/** The launch's other consenting leads (another suite's), without consent while this suite runs. */
let others: number[] = [];

const startWorker = () =>
  startSender({
    supabaseUrl: SUPABASE_URL,
    anonKey: ANON,
    mail: { smtpPort: catcher.smtpPort, senderSecret: SECRET },
    vars: {
      EMAIL_TICK_SECONDS: '0',
      EMAIL_POLL_SECONDS: '0.5',
      EMAIL_LEASE_SECONDS: '10',
      SMTP_CONNECTIONS: String(CONNECTIONS),
      EMAIL_BULK_CONSUMERS: '2',
    },
  });

async function caughtMessageIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const email of await catcher.list()) {
    const source = await catcher.source(email.id);
    ids.push(/^Message-ID:\s*(\S+)/im.exec(source)?.[1] ?? '');
  }
  return ids;
}

describe('the sender worker on workerd: queues, pace, lanes', () => {
  beforeAll(async () => {
    const ports = await findFreePortBlock(2);
    mailDirectory = mkdtempSync(path.join(tmpdir(), 'sender-worker-mail-'));
    catcher = await startMailCatcher({ webPort: ports, smtpPort: ports + 1, mailDirectory });
    await applyEmailSender(SUPABASE_URL, SERVICE, {
      secret: SECRET,
      siteUrl: 'https://site.test',
      messagesPerSecond: RATE,
    });
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    lancamento = (await db.query(`select lancamento from public.launches where is_current`)).rows[0].lancamento;
    await db.query(
      `update private.email_messages set paused = (message_key not in ('class_reminder', 'registration_confirmation'))`,
    );
    // Nothing else of other suites waits in the outbox.
    await db.query(`update private.email_outbox set status = 'skipped', skip_reason = 'expired', link_token = null
                    where status in ('pending', 'sending')`);
    await db.query(
      `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash)
       select 'Lead ' || i, 'worker-bulk-' || i || '@example.com', 'want_to_learn', 'iniciante', $1,
              encode(extensions.gen_random_bytes(24), 'hex')
       from generate_series(1, $2) i`,
      [lancamento, BULK],
    );
    // A class reminder goes to every consenting lead of the launch: another suite's leads would get this one too.
    others = (
      await db.query(
        `update public.leads_lancamento set consent_given = false
         where lancamento = $1 and consent_given and email not like 'worker-bulk-%' returning id::int`,
        [lancamento],
      )
    ).rows.map((row: { id: number }) => row.id);
    classId = (
      await db.query(
        `insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
         values ($1, 19, 'Aula do worker', now() + interval '30 minutes', 'https://live.test/w') returning id::int`,
        [lancamento],
      )
    ).rows[0].id;
    sender = await startWorker();
  }, 60_000);

  afterAll(async () => {
    await sender?.stop();
    // The class is over and the other leads consent again: nothing of this suite is due for the next one.
    await db?.query(`update public.launch_classes set starts_at = now() - interval '1 day' where id = $1`, [classId]);
    await db?.query(`update public.leads_lancamento set consent_given = true where id = any($1::bigint[])`, [others]);
    await db?.end();
    await catcher?.stop();
    rmSync(mailDirectory, { recursive: true, force: true });
  });

  it('answers no request', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${sender!.url}/email/descadastro?token=x`, { method });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('a confirmation overtakes a pending bulk send; killed mid-send and restarted: nothing lost', async () => {
    // Ends with an error when workerd is stopped under it (below).
    const drain = sender!.runScheduled().catch(() => undefined);
    // Bulk is under way...
    await expect
      .poll(async () => (await catcher.list()).length, { timeout: 20_000, interval: 100 })
      .toBeGreaterThan(10);
    // ... a visitor registers.
    const email = `worker-confirmacao-${Date.now()}@example.com`;
    const registered = await fetch(`${SUPABASE_URL}/rest/v1/rpc/register_lead`, {
      method: 'POST',
      headers: { apikey: ANON, authorization: `Bearer ${ANON}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        p_name: 'Visitante Novo',
        p_email: email,
        p_whatsapp: '11987654321',
        p_programming_experience: 'want_to_learn',
      }),
    });
    expect(registered.ok, await registered.text()).toBe(true);
    await expect
      .poll(async () => (await catcher.list()).some((caught) => caught.to.some((to) => to.address === email)), {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(true);
    const left = await db.query(
      `select count(*)::int as n from private.email_outbox where class_id = $1 and status in ('pending', 'sending')`,
      [classId],
    );
    expect(left.rows[0].n).toBeGreaterThan(0); // the confirmation did not wait for the bulk send

    // Killed mid-send: workerd goes away with chains delivering.
    await sender!.stop();
    await drain;
    sender = await startWorker();
    // The dead worker's leases (10 s) run out; the new worker sends what is left.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    await sender.runScheduled();

    const rows = (await db.query(`select status, message_id from private.email_outbox where class_id = $1`, [classId]))
      .rows as { status: string; message_id: string }[];
    // Every row is done (sent; the launch's leads of other suites that unsubscribed are skipped), none left behind.
    expect(rows.filter((row) => row.status === 'pending' || row.status === 'sending')).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(BULK);
    const caught = await caughtMessageIds();
    const caughtSet = new Set(caught);
    const lost = rows.filter((row) => row.status === 'sent' && !caughtSet.has(row.message_id));
    expect(lost).toEqual([]);
    const duplicated = caught.length - caughtSet.size;
    console.log(`[sender-worker test] ${rows.length} rows sent, ${caught.length} caught, ${duplicated} caught twice`);
    // Only messages handed over but not yet reported when workerd died: at most one per connection per chain.
    expect(duplicated).toBeLessThanOrEqual(CONNECTIONS * 2 + 2);
  }, 180_000);
});
