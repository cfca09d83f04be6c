// The e-mail sender against a running local Supabase (real SQL: 28a's outbox and secret-checked RPCs through the
// real PostgREST) and a real SMTP catcher (maildev), a step of `npm test`:
//   node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// Here the sender's loop (src/email/sender.ts) and SMTP client run in Node over node:net (test/email/node-socket.ts);
// the worker on workerd runs the same code in the e2e suite (e2e/tests/launch-email.spec.ts) and the bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePortBlock } from '@funil/local-supabase/ports';
import { applyEmailSender } from '../../local/email-sender-setup.ts';
import { startMailCatcher, type MailCatcher } from '@funil/local-supabase/mail-catcher';
import { OutboxClient } from './outbox-client.ts';
import { runSender, type SenderStats } from './sender.ts';
import { SmtpSession } from './smtp-client.ts';
import { handleOneClickUnsubscribe } from './one-click.ts';
import { nodeConnect } from './node-socket.test-helper.ts';
import abandonment from '../webhooks/fixtures/hotmart-cart-abandonment.json' with { type: 'json' };
import { handleHotmartWebhook } from '../webhooks/hotmart.ts';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const DATABASE_URL = requiredEnv('DATABASE_URL');
const SECRET = `segredo-remetente-${crypto.randomUUID()}`;
const SITE = 'https://site.test';
const env = { SUPABASE_URL, SUPABASE_ANON_KEY: ANON, EMAIL_SENDER_SECRET: SECRET };
const LEADS = 24;
const HOSTILE = '<img src=x onerror=alert(1)>';

let db: pg.Client;
let mailDirectory = '';
let catcher: MailCatcher;
let lancamento = 0;
let classId = 0;
const leadIds: number[] = [];
let inactiveLeadId = 0;
/** The launch's other consenting leads (another suite's), without consent while this suite runs. */
let others: number[] = [];

const run = (options: { signal?: AbortSignal; leaseSeconds?: number } = {}): Promise<SenderStats> =>
  runSender(
    {
      outbox: new OutboxClient(env),
      openTransport: () =>
        SmtpSession.open(nodeConnect, {
          host: '127.0.0.1',
          port: catcher.smtpPort,
          security: 'none',
          heloName: 'semanajava.com.br',
          timeoutMs: 5000,
        }),
    },
    {
      until: Date.now(),
      drain: true,
      pollMs: 200,
      connections: 2,
      leaseSeconds: options.leaseSeconds ?? 120,
      ...options,
    },
  );

async function outbox(): Promise<{ id: number; status: string; message_id: string; lead_id: number | null }[]> {
  const { rows } = await db.query(
    `select id::int, status, message_id, lead_id::int from private.email_outbox where class_id = $1 order by id`,
    [classId],
  );
  return rows;
}

async function caughtMessageIds(): Promise<string[]> {
  const list = await catcher.list();
  const ids: string[] = [];
  for (const email of list) {
    const source = await catcher.source(email.id);
    const match = /^Message-ID:\s*(\S+)/im.exec(source);
    ids.push(match?.[1] ?? '');
  }
  return ids;
}

/** The invariant: every row sent is in the catcher exactly once, nothing else is there, nothing is left to send. */
async function expectNothingLostNothingDuplicated(): Promise<void> {
  const rows = await outbox();
  const sent = rows
    .filter((row) => row.status === 'sent')
    .map((row) => row.message_id)
    .sort();
  const caught = (await caughtMessageIds()).sort();
  expect(rows.filter((row) => row.status === 'pending' || row.status === 'sending')).toEqual([]);
  expect(new Set(caught).size).toBe(caught.length);
  expect(caught).toEqual(sent);
  expect(sent).toHaveLength(LEADS);
}

describe('the e-mail sender against local Supabase and a real catcher', () => {
  beforeAll(async () => {
    const ports = await findFreePortBlock(2);
    // Persisted: what it caught survives its stop and start (the outage below).
    mailDirectory = mkdtempSync(path.join(tmpdir(), 'sender-mail-'));
    catcher = await startMailCatcher({ webPort: ports, smtpPort: ports + 1, mailDirectory });
    await applyEmailSender(SUPABASE_URL, SERVICE, { secret: SECRET, siteUrl: SITE, messagesPerSecond: 20 });
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    lancamento = (await db.query(`select lancamento from public.launches where is_current`)).rows[0].lancamento;
    // Only this test's class reminder goes out: the other messages of the seeded launches wait (paused).
    await db.query(`update private.email_messages set paused = (message_key <> 'class_reminder')`);
    for (let i = 0; i < LEADS + 1; i += 1) {
      const { rows } = await db.query(
        `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash, active)
         values ($1, $2, 'want_to_learn', 'iniciante', $3, encode(extensions.gen_random_bytes(24), 'hex'), $4) returning id::int`,
        [i === 0 ? HOSTILE : `Lead ${i}`, `lead-${i}-${Date.now()}@example.com`, lancamento, i !== LEADS],
      );
      if (i === LEADS) inactiveLeadId = rows[0].id;
      else leadIds.push(rows[0].id);
    }
    // A class reminder goes to every consenting lead of the launch: another suite's leads (the sender worker's bulk
    // send, run before this one or not) would be sent this suite's reminder too.
    others = (
      await db.query(
        `update public.leads_lancamento set consent_given = false
         where lancamento = $1 and consent_given and not (id = any($2::bigint[])) returning id::int`,
        [lancamento, [...leadIds, inactiveLeadId]],
      )
    ).rows.map((row: { id: number }) => row.id);
  }, 60_000);

  afterAll(async () => {
    // The class is over and the other leads consent again: nothing of this suite is due for the next one.
    await db?.query(`update public.launch_classes set starts_at = now() - interval '1 day' where id = $1`, [classId]);
    await db?.query(`update public.leads_lancamento set consent_given = true where id = any($1::bigint[])`, [others]);
    await db?.end();
    await catcher?.stop();
    rmSync(mailDirectory, { recursive: true, force: true });
  });

  it('refuses a wrong secret before reading anything', async () => {
    await expect(new OutboxClient({ ...env, EMAIL_SENDER_SECRET: 'x'.repeat(40) }).claim(1, 10)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('a class reminder made due: killed mid-batch, then the SMTP server gone mid-batch, then back: nothing lost, nothing duplicated', async () => {
    // Due now: the reminder goes out 1 h before the class.
    classId = (
      await db.query(
        `insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
         values ($1, 20, 'Aula de integração', now() + interval '30 minutes', 'https://live.test/aula') returning id::int`,
        [lancamento],
      )
    ).rows[0].id;

    // 1. Killed after 5 messages (between two messages: what a crash after a report looks like). The shortest lease
    //    the database grants (10 s).
    const kill = new AbortController();
    const watcher = setInterval(() => {
      void catcher
        .list()
        .then((list) => list.length >= 5 && kill.abort())
        .catch(() => undefined);
    }, 20);
    const first = await run({ signal: kill.signal, leaseSeconds: 10 }).finally(() => clearInterval(watcher));
    expect(first.scheduled).toBeGreaterThanOrEqual(LEADS + 1);
    expect(first.sent).toBeGreaterThanOrEqual(5);
    expect(first.sent).toBeLessThan(LEADS);
    const afterKill = await outbox();
    expect(afterKill.filter((row) => row.status === 'sending').length).toBeGreaterThan(0);

    // 2. The leases run out; this run loses its SMTP server after a few more messages.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const sentBefore = (await catcher.list()).length;
    let stopping: Promise<void> | null = null;
    const stopper = setInterval(() => {
      if (stopping) return;
      void catcher
        .list()
        .then((list) => {
          if (list.length >= sentBefore + 3) stopping ??= catcher.stop();
        })
        .catch(() => undefined);
    }, 20);
    const second = await run().finally(() => clearInterval(stopper));
    await stopping;
    expect(second.smtpDown).not.toBeNull();
    expect(second.retry).toBeGreaterThan(0);
    const retrying = await db.query(
      `select count(*)::int as n from private.email_outbox where class_id = $1 and status = 'pending' and last_error is not null`,
      [classId],
    );
    expect(retrying.rows[0].n).toBeGreaterThan(0);

    // 3. The catcher is back with what it had caught; the retries become due (the backoff made short here) and go out.
    await catcher.start();
    await db.query(
      `update private.email_outbox set next_attempt_at = now() where class_id = $1 and status = 'pending'`,
      [classId],
    );
    const third = await run();
    expect(third.smtpDown).toBeNull();
    const rows = await outbox();
    expect(rows.filter((row) => row.status === 'pending' || row.status === 'sending')).toEqual([]);
    expect(
      rows
        .filter((row) => row.status === 'sent')
        .map((row) => row.lead_id)
        .sort(),
    ).toEqual([...leadIds].sort());
    const skipped = await db.query(
      `select status, skip_reason from private.email_outbox where class_id = $1 and lead_id = $2`,
      [classId, inactiveLeadId],
    );
    expect(skipped.rows[0]).toEqual({ status: 'skipped', skip_reason: 'unsubscribed' });
    await expectNothingLostNothingDuplicated();
  }, 120_000);

  it('every message has both parts, the stable Message-ID, the one-click headers; the hostile name is text', async () => {
    const rows = await outbox();
    const list = await catcher.list();
    // A name that is markup (`<img src=x onerror=alert(1)>`) is never greeted (private.greeting_name): "Olá!".
    const hostile = list.find((email) => email.to.some((to) => to.address.startsWith('lead-0-')));
    expect(hostile).toBeDefined();
    expect(hostile!.text).toContain('Olá!');
    expect(hostile!.text).not.toContain('<img');
    expect(hostile!.html).not.toMatch(/<img|&lt;img/i);
    const source = await catcher.source(list[0]!.id);
    expect(source).toMatch(/^List-Unsubscribe: <https:\/\/site\.test\/email\/descadastro\?token=[^>]+>$/m);
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(source).toMatch(/Content-Type: text\/plain/);
    expect(source).toMatch(/Content-Type: text\/html/);
    const messageId = /^Message-ID:\s*(\S+)/im.exec(source)![1];
    expect(rows.map((row) => row.message_id)).toContain(messageId);
  });

  it('the one-click POST unsubscribes at once, idempotently; a GET only leads to the page', async () => {
    const source = await catcher.source((await catcher.list())[0]!.id);
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(source)![1]!;
    const token = new URL(url).searchParams.get('token')!;
    const { rows } = await db.query(`select id::int, active from public.leads_lancamento where pesquisa_hash = $1`, [
      token,
    ]);
    expect(rows[0].active).toBe(true);
    const get = await handleOneClickUnsubscribe(new Request(url), env);
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(`/descadastro?hash=${encodeURIComponent(token)}`);
    expect(
      (await db.query(`select active from public.leads_lancamento where id = $1`, [rows[0].id])).rows[0].active,
    ).toBe(true);
    const post = () =>
      handleOneClickUnsubscribe(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        env,
      );
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const after = await db.query(`select active, cancelled_by from public.leads_lancamento where id = $1`, [
      rows[0].id,
    ]);
    expect(after.rows[0]).toEqual({ active: false, cancelled_by: 'one_click_email' });
  });
  it('a waiting-list entry gets its confirmation with its own one-click URL; the POST cancels the entry', async () => {
    await db.query(`update private.email_messages set paused = false where message_key = 'waitlist_confirmation'`);
    const email = `espera-${Date.now()}@example.com`;
    const joined = await fetch(`${SUPABASE_URL}/rest/v1/rpc/join_waitlist`, {
      method: 'POST',
      headers: { apikey: ANON, authorization: `Bearer ${ANON}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        p_name: 'Ana Espera',
        p_email: email,
        p_whatsapp: null,
        p_programming_experience: 'want_to_learn',
      }),
    });
    expect(joined.status).toBeLessThan(300);
    const stats = await run();
    expect(stats.sent).toBeGreaterThanOrEqual(1);
    const caught = (await catcher.list()).find((item) => item.to.some((to) => to.address === email));
    expect(caught).toBeDefined();
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(await catcher.source(caught!.id))![1]!;
    const { rows } = await db.query(`select unsubscribe_token from public.lista_espera where email = $1`, [email]);
    expect(new URL(url).searchParams.get('token')).toBe(rows[0].unsubscribe_token);
    const response = await handleOneClickUnsubscribe(
      new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      env,
    );
    expect(response.status).toBe(200);
    const after = await db.query(`select status, cancelled_by from public.lista_espera where email = $1`, [email]);
    expect(after.rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'one_click_email' });
  });

  it("a buyer whose only consent is the checkout's gets the recovery message with their own unsubscribe links; the one-click POST stops the rest", async () => {
    // The documented abandonment postback (fixtures/hotmart-cart-abandonment.json) with the checkout's "accept
    // communications" answer, 20 minutes ago: the first message (15 min) is due. No registration has this e-mail.
    const checkoutSecret = `segredo-checkout-${crypto.randomUUID()}`;
    const hottok = `hottok-${crypto.randomUUID()}`;
    await fetch(`${SUPABASE_URL}/rest/v1/rpc/set_checkout_webhook_secret`, {
      method: 'POST',
      headers: { apikey: SERVICE, authorization: `Bearer ${SERVICE}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_secret: checkoutSecret }),
    });
    const { rows: launch } = await db.query(
      `select recovery_holdout_percent, checkout_url_beginners from public.launches where lancamento = $1`,
      [lancamento],
    );
    // The holdout (10 % by a hash of the e-mail) would keep a random buyer's messages back.
    await db.query(`update public.launches set recovery_holdout_percent = 0 where lancamento = $1`, [lancamento]);
    await db.query(
      `update private.email_messages set paused = false where lancamento = $1 and message_key like 'recovery\\_%'`,
      [lancamento],
    );
    const email = `comprador-checkout-${Date.now()}@example.com`;
    const body = structuredClone(abandonment) as typeof abandonment & {
      data: typeof abandonment.data & { buyer: { accepts_communications?: boolean } };
    };
    body.id = crypto.randomUUID();
    body.creation_date = Date.now() - 20 * 60 * 1000;
    body.data.buyer.email = email;
    body.data.buyer.accepts_communications = true;
    body.data.offer.code = new URL(launch[0].checkout_url_beginners).searchParams.get('off') ?? '';
    try {
      const recorded = await handleHotmartWebhook(
        new Request('http://edge.test/webhooks/hotmart', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hotmart-hottok': hottok },
          body: JSON.stringify(body),
        }),
        { HOTMART_HOTTOK: hottok, SUPABASE_URL, SUPABASE_ANON_KEY: ANON, CHECKOUT_WEBHOOK_SECRET: checkoutSecret },
      );
      expect(recorded.status).toBe(200);
      const stats = await run();
      expect(stats.sent).toBeGreaterThanOrEqual(1);
      const caught = (await catcher.list()).filter((item) => item.to.some((to) => to.address === email));
      expect(caught).toHaveLength(1);
      const { rows: buyer } = await db.query(
        `select unsubscribe_token from private.checkout_buyers where lancamento = $1 and buyer_email = $2`,
        [lancamento, email],
      );
      const token = buyer[0].unsubscribe_token as string;
      const source = await catcher.source(caught[0]!.id);
      expect(caught[0]!.subject).toBe('Compradora, sua inscrição ficou pela metade');
      expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(source)![1]!;
      expect(url).toBe(`${SITE}/email/descadastro?token=${encodeURIComponent(token)}`);
      expect(caught[0]!.text).toContain('Olá, Compradora!');
      expect(caught[0]!.html).toContain(`${SITE}/descadastro?hash=${encodeURIComponent(token)}`);
      expect(caught[0]!.html).toContain('Cancelar inscrição');

      const post = await handleOneClickUnsubscribe(
        new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
        env,
      );
      expect(post.status).toBe(200);
      const { rows: after } = await db.query(
        `select b.unsubscribed_by, array_agg(private.email_skip_reason(o, o.next_attempt_at) order by o.message_key) as reasons
         from private.checkout_buyers b join private.email_outbox o on o.checkout_buyer_id = b.id and o.status = 'pending'
         where b.lancamento = $1 and b.buyer_email = $2 group by b.unsubscribed_by`,
        [lancamento, email],
      );
      expect(after[0]).toEqual({ unsubscribed_by: 'one_click_email', reasons: ['unsubscribed', 'unsubscribed'] });
    } finally {
      await db.query(`update public.launches set recovery_holdout_percent = $2 where lancamento = $1`, [
        lancamento,
        launch[0].recovery_holdout_percent,
      ]);
      await db.query(
        `update private.email_messages set paused = true where lancamento = $1 and message_key like 'recovery\\_%'`,
        [lancamento],
      );
    }
  });
});
