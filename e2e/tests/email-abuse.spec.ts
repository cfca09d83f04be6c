// Nobody mails strangers through the form, and what bounces is not mailed again. Real pages, the real
// sender (the worker's Cron Trigger, run by the setup's control server), the real catcher, the real POST /webhooks/ses
// with SNS-signed notifications (the local SNS stand-in's key, edge/local/ses-notifications.ts).
import { request as httpRequest } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';
import type { E2eEnv } from '../src/env.ts';
import { postSesNotification, type LocalSesNotifications } from '@funil/edge/local/ses-notifications';

interface Caught {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
}

/** The cap of confirmations to different addresses from one client address (private.confirmation_limits). */
const PER_CLIENT = 5;
const LINK_NAME = 'https://evil-probe.example/pix-liberado';

function uniqueEmail(tag: string): string {
  return `e2e-abuse-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function runSender(request: APIRequestContext, env: E2eEnv): Promise<void> {
  const response = await request.post(`${env.controlUrl}/scheduled`, { timeout: 60_000 });
  expect(response.status(), await response.text()).toBe(204);
}

async function messagesTo(request: APIRequestContext, env: E2eEnv, addresses: readonly string[]): Promise<Caught[]> {
  const response = await request.get(`${env.mailboxUrl}/api/email`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Caught[]).filter((email) => email.to.some((to) => addresses.includes(to.address)));
}

async function source(request: APIRequestContext, env: E2eEnv, id: string): Promise<string> {
  const response = await request.get(`${env.mailboxUrl}/api/email/${id}/source`);
  expect(response.ok()).toBe(true);
  return response.text();
}

/** register_lead through the real gateway from another loopback address (a client the per-client cap sees). */
function registerFrom(localAddress: string, env: E2eEnv, email: string): Promise<number> {
  const url = new URL('/rest/v1/rpc/register_lead', env.supabaseUrl);
  const body = JSON.stringify({
    p_name: 'Pessoa Desconhecida',
    p_email: email,
    p_whatsapp: '5511987654321',
    p_programming_experience: 'want_to_learn',
  });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          apikey: env.anonKey,
          authorization: `Bearer ${env.anonKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function registerOnPage(page: import('@playwright/test').Page, name: string, email: string): Promise<void> {
  await page.goto('/inscricao');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Não, quero aprender').check();
  await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
  await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
  await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
}

test.describe('nobody mails strangers through the form', () => {
  test('a registration named like a link: registered as typed, its confirmation without the name', async ({
    page,
    request,
    env,
    db,
  }) => {
    const email = uniqueEmail('link');
    await registerOnPage(page, LINK_NAME, email);
    const { rows } = await db.query<{ name: string }>('select name from public.leads_lancamento where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ name: LINK_NAME }]);

    await runSender(request, env);
    const [confirmation] = await messagesTo(request, env, [email]);
    expect(confirmation).toBeDefined();
    expect(confirmation!.subject).toMatch(/^Sua inscrição na .+ está confirmada$/);
    expect(confirmation!.text!.startsWith('Olá!\n\n')).toBe(true);
    const raw = await source(request, env, confirmation!.id);
    expect(raw).not.toContain('evil-probe');
    expect(raw).toMatch(new RegExp(`^To: <?${email.replace(/[.+]/g, '\\$&')}>?$`, 'm'));
  });

  test('an address with accents is refused on the form with its Portuguese message', async ({ page }) => {
    await page.goto('/inscricao');
    await page.getByLabel('Nome completo').fill('João');
    await page.getByLabel('E-mail').fill('joão@example.com');
    await page.getByLabel('Não, quero aprender').check();
    await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
    await expect(
      page.getByText(
        'Não conseguimos enviar e-mails para endereços com acentos, ç ou outras letras fora do alfabeto simples. Confira o e-mail ou use outro endereço.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/inscricao$/);
  });

  test('20 registrations from one client to 20 addresses: at most the cap mailed, the others held back and listed', async ({
    page,
    request,
    env,
    db,
    signInAsStaff,
  }) => {
    const addresses = Array.from({ length: 20 }, (_, i) => uniqueEmail(`cap-${i + 1}`));
    for (const address of addresses) expect(await registerFrom('127.0.0.77', env, address)).toBe(200);
    const { rows } = await db.query<{ to_email: string; status: string; skip_reason: string | null }>(
      `select to_email, status, skip_reason from private.email_outbox
        where message_key = 'registration_confirmation' and to_email = any($1) order by id`,
      [addresses],
    );
    expect(rows).toHaveLength(20);
    const held = rows.filter((row) => row.skip_reason === 'client_cap').map((row) => row.to_email);
    expect(held).toEqual(addresses.slice(PER_CLIENT));
    const { rows: leads } = await db.query('select 1 from public.leads_lancamento where email = any($1)', [addresses]);
    expect(leads).toHaveLength(20);

    await runSender(request, env);
    const mailed = await messagesTo(request, env, addresses);
    expect(mailed.length).toBeLessThanOrEqual(PER_CLIENT);
    expect(mailed.flatMap((email) => email.to.map((to) => to.address)).sort()).toEqual(
      addresses.slice(0, PER_CLIENT).sort(),
    );

    await signInAsStaff('/campanhas/emails');
    const list = page.getByRole('region', { name: 'Confirmações retidas' });
    for (const address of held) await expect(list.getByRole('rowheader', { name: address })).toBeVisible();
    await expect(list.getByText('retido: muitas confirmações do mesmo endereço de rede').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The burst on the site health page.
    await page.goto('/campanhas/saude');
    const bursts = page.getByRole('region', { name: 'Confirmações de inscrição retidas' });
    await expect(bursts.getByRole('table')).toBeVisible();
    await expect(bursts.getByRole('row').nth(1)).toContainText(/\d/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('bounces and complaints', () => {
  test('a hard-bounce notification suppresses the next send to that address', async ({ page, request, env, db }) => {
    const local = JSON.parse(process.env.E2E_SES_NOTIFICATIONS!) as LocalSesNotifications;
    const email = uniqueEmail('bounce');
    await registerOnPage(page, 'Quica Devolvida', email);
    await runSender(request, env);
    const [confirmation] = await messagesTo(request, env, [email]);
    expect(confirmation).toBeDefined();
    const messageId = /^Message-ID:\s*(<[^>]+>)\s*$/im.exec(await source(request, env, confirmation!.id))![1]!;

    // SES + SNS, as the provider would: a signed Permanent bounce naming our Message-ID.
    const answer = await postSesNotification(env.baseUrl, local, { type: 'Permanent', email, messageId });
    expect(answer).toEqual({
      status: 200,
      body: { received: true, kind: 'bounce', recorded: 1, suppressed: 1, retried: 0 },
    });
    // A forged one (another key) is refused.
    const forged = await postSesNotification(
      env.baseUrl,
      {
        ...local,
        privateKeyPem: (await import('node:crypto'))
          .generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      },
      { type: 'Complaint', email: uniqueEmail('forged') },
    );
    expect(forged.status).toBe(403);

    // The next message to the address (the waiting list's confirmation) is skipped at send time, not mailed.
    await page.goto('/lista-espera');
    await page.getByLabel('Nome completo').fill('Quica Devolvida');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Não', { exact: true }).check();
    await page.getByRole('button', { name: 'Ativar lembrete' }).click();
    await expect(page.getByRole('heading', { name: 'Lembrete Ativado com Sucesso!' })).toBeVisible();
    await runSender(request, env);
    expect(await messagesTo(request, env, [email])).toHaveLength(1);
    const { rows } = await db.query(
      `select message_key, status, skip_reason from private.email_outbox where to_email = $1 order by id`,
      [email],
    );
    expect(rows).toEqual([
      { message_key: 'registration_confirmation', status: 'sent', skip_reason: null },
      { message_key: 'waitlist_confirmation', status: 'skipped', skip_reason: 'suppressed' },
    ]);
    const { rows: feedback } = await db.query(
      `select f.kind, o.message_key from private.email_feedback f join private.email_outbox o on o.id = f.outbox_id
        where o.to_email = $1`,
      [email],
    );
    expect(feedback).toEqual([{ kind: 'bounce', message_key: 'registration_confirmation' }]);
  });
});
