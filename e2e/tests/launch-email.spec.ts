// Launch e-mail through the pages, the real sender (the edge worker's Cron Trigger on workerd, run by the setup's
// control server) and the run's real mail catcher (maildev): no mock anywhere.
import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { expect, test } from '../src/fixtures.ts';
import type { E2eEnv } from '../src/env.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';

interface Caught {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
}

function uniqueEmail(tag: string): string {
  return `e2e-mail-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function control(request: APIRequestContext, env: E2eEnv, path: string): Promise<void> {
  const response = await request.post(`${env.controlUrl}${path}`, { timeout: 60_000 });
  expect(response.status(), await response.text()).toBe(204);
}

/** One Cron Trigger invocation of the worker: schedules what is due, sends what is claimable, returns when done. */
const runSender = (request: APIRequestContext, env: E2eEnv) => control(request, env, '/scheduled');

async function inbox(request: APIRequestContext, env: E2eEnv): Promise<Caught[]> {
  const response = await request.get(`${env.mailboxUrl}/api/email`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Caught[];
}

async function messagesTo(request: APIRequestContext, env: E2eEnv, address: string): Promise<Caught[]> {
  return (await inbox(request, env)).filter((email) => email.to.some((to) => to.address === address));
}

async function source(request: APIRequestContext, env: E2eEnv, id: string): Promise<string> {
  const response = await request.get(`${env.mailboxUrl}/api/email/${id}/source`);
  expect(response.ok()).toBe(true);
  return response.text();
}

async function currentLaunch(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current');
  return rows[0]!.lancamento;
}

async function insertLead(db: pg.Pool, lancamento: number, email: string, active: boolean): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash, active)
     values ('Lead Lembrete', $1, 'already_programmed', 'intermediaria', $2, encode(extensions.gen_random_bytes(24), 'hex'), $3)
     returning id::int`,
    [email, lancamento, active],
  );
  return rows[0]!.id;
}

/** A class of the current launch starting in 30 minutes: its reminder (1 h before) is due now. */
async function classStartingSoon(db: pg.Pool, lancamento: number, position: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
     values ($1, $2, $3, now() + interval '30 minutes', 'https://live.example/aula') returning id::int`,
    [lancamento, position, `Aula e2e ${position}`],
  );
  return rows[0]!.id;
}

test.describe('launch e-mail', () => {
  test('registering on /inscricao: the confirmation arrives, the hostile name as text, with working links and one-click headers', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('inscricao');
    await page.goto('/inscricao');
    await page.getByLabel('Nome completo').fill(HOSTILE);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Não, quero aprender').check();
    await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
    const token = new URL(page.url()).searchParams.get('data')!;

    await runSender(request, env);
    const [confirmation] = await messagesTo(request, env, email);
    expect(confirmation).toBeDefined();
    // A name that is markup is never greeted (private.greeting_name): no name in either part, never an element.
    expect(confirmation!.text).toContain('Olá!');
    expect(confirmation!.text).not.toContain('<img');
    expect(confirmation!.html).not.toMatch(/<img|&lt;img/i);

    const raw = await source(request, env, confirmation!.id);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/email\/descadastro\?token=[A-Za-z0-9_-]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Random parts only: nothing of the outbox row count.
    expect(raw).toMatch(/^Message-ID: <[A-Za-z0-9_-]{32}@[^>]+>$/m);

    // Its link opens this visitor's thank-you page, tagged as e-mail traffic.
    const link = /(http:\/\/127\.0\.0\.1:\d+\/inscricao\/obrigado-2\?\S+)/.exec(confirmation!.text!)![1]!;
    const url = new URL(link);
    expect(url.searchParams.get('data')).toBe(token);
    expect(url.searchParams.get('utm_source')).toBe('email');
    expect(url.searchParams.get('utm_campaign')).toBe('registration_confirmation');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('joining the waiting list: its confirmation arrives', async ({ page, request, env }) => {
    const email = uniqueEmail('espera');
    await page.goto('/lista-espera');
    await page.getByLabel('Nome completo').fill('Ana Espera');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Não', { exact: true }).check();
    await page.getByRole('button', { name: 'Ativar lembrete' }).click();
    await expect(page.getByRole('heading', { name: 'Lembrete Ativado com Sucesso!' })).toBeVisible();

    await runSender(request, env);
    const [confirmation] = await messagesTo(request, env, email);
    expect(confirmation?.subject).toContain('lista de espera');
    expect(confirmation!.text).toContain('Olá, Ana!');
    expect(await source(request, env, confirmation!.id)).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m,
    );
  });

  test('a class reminder made due reaches active leads, not an unsubscribed one; its one-click POST unsubscribes', async ({
    request,
    env,
    db,
  }) => {
    const lancamento = await currentLaunch(db);
    const active = uniqueEmail('ativo');
    const unsubscribed = uniqueEmail('descadastrado');
    const activeId = await insertLead(db, lancamento, active, true);
    await insertLead(db, lancamento, unsubscribed, false);
    const classId = await classStartingSoon(db, lancamento, 18);

    await runSender(request, env);
    const [reminder] = await messagesTo(request, env, active);
    expect(reminder?.subject).toContain('Aula e2e 18');
    // The class page with the lead's attendance token, not the live link itself.
    const { rows: tokens } = await db.query<{ token: string }>(
      'select token from private.attendance_tokens where lead_id = $1',
      [activeId],
    );
    const classLink = new RegExp(`/aula\\?aula=${classId}&\\S*#t=${tokens[0]!.token}`);
    expect(reminder!.text).toMatch(classLink);
    expect(reminder!.text).not.toContain('https://live.example/aula');
    expect(await messagesTo(request, env, unsubscribed)).toEqual([]);
    const { rows: skipped } = await db.query(
      `select o.status, o.skip_reason from private.email_outbox o join public.leads_lancamento l on l.id = o.lead_id
        where o.class_id = $1 and l.email = $2`,
      [classId, unsubscribed],
    );
    expect(skipped).toEqual([{ status: 'skipped', skip_reason: 'unsubscribed' }]);

    // RFC 8058: the mail client POSTs to the List-Unsubscribe URL; no page, no JavaScript.
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(await source(request, env, reminder!.id))![1]!;
    const get = await request.get(oneClick, { maxRedirects: 0 });
    expect(get.status()).toBe(303);
    expect(get.headers()['location']).toMatch(/^\/descadastro\?hash=[A-Za-z0-9_-]+$/);
    for (let i = 0; i < 2; i += 1) {
      const post = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(post.status()).toBe(200);
    }
    const { rows } = await db.query(`select active, cancelled_by from public.leads_lancamento where id = $1`, [
      activeId,
    ]);
    expect(rows[0]).toEqual({ active: false, cancelled_by: 'one_click_email' });
  });

  test('the catcher stopped during a send: nothing lost, delivered once it is back', async ({ request, env, db }) => {
    const lancamento = await currentLaunch(db);
    const emails = [uniqueEmail('queda-1'), uniqueEmail('queda-2'), uniqueEmail('queda-3')];
    for (const email of emails) await insertLead(db, lancamento, email, true);
    const classId = await classStartingSoon(db, lancamento, 19);

    await control(request, env, '/mailbox/stop');
    try {
      await runSender(request, env);
      const { rows } = await db.query<{ status: string; n: number }>(
        `select o.status, count(*)::int as n from private.email_outbox o join public.leads_lancamento l on l.id = o.lead_id
          where o.class_id = $1 and l.email = any($2) and o.last_error is not null group by o.status`,
        [classId, emails],
      );
      expect(rows).toEqual([{ status: 'pending', n: 3 }]);
    } finally {
      await control(request, env, '/mailbox/start');
    }
    // The retry's backoff (30 s) made due now, as time would.
    await db.query(
      `update private.email_outbox set next_attempt_at = now() where class_id = $1 and status = 'pending'`,
      [classId],
    );
    await runSender(request, env);
    for (const email of emails) expect(await messagesTo(request, env, email)).toHaveLength(1);
    const { rows } = await db.query(
      `select o.status from private.email_outbox o join public.leads_lancamento l on l.id = o.lead_id
        where o.class_id = $1 and l.email = any($2)`,
      [classId, emails],
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });
});
