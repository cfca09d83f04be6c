// Launch e-mail at launch scale through the real parts: the sender worker (its cron, queues and pace object on workerd), the
// run's catcher (maildev), the pages. With a bulk send of 5,000 pending, a new visitor's confirmation arrives within
// 30 s; the sender worker answers no request.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';
import type { E2eEnv } from '../src/env.ts';

const BULK = 5000;

async function control(request: APIRequestContext, env: E2eEnv, path: string): Promise<void> {
  const response = await request.post(`${env.controlUrl}${path}`, { timeout: 60_000 });
  expect(response.status(), await response.text()).toBe(204);
}

test.describe('launch e-mail at scale', () => {
  test('the sender worker answers no request', async ({ request, env }) => {
    expect(env.senderUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/', '/email/descadastro?token=x', '/inscricao']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request.fetch(`${env.senderUrl}${path}`, { method });
        expect(response.status()).toBe(404);
        expect(await response.text()).toBe('Not found');
      }
    }
  });

  test(`with ${BULK.toLocaleString('en')} bulk messages pending, a new visitor's confirmation arrives within 30 s`, async ({
    page,
    request,
    env,
    db,
  }) => {
    test.setTimeout(180_000);
    const { rows } = await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current');
    const lancamento = rows[0]!.lancamento;
    const tag = `escala-${Date.now()}`;
    // 5,000 leads of the current launch and a "Véspera do evento" to all of them, due now (addressed to a domain
    // nobody reads; the catcher takes what goes out before the test ends the send).
    await db.query(
      `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash)
       select 'Lead Escala ' || i, $3 || '-' || i || '@escala.test', 'want_to_learn', 'iniciante', $1,
              encode(extensions.gen_random_bytes(24), 'hex')
       from generate_series(1, $2) i`,
      [lancamento, BULK, tag],
    );
    const message = await db.query<{ id: number }>(
      `select id::int from private.email_messages where lancamento = $1 and message_key = 'event_eve'`,
      [lancamento],
    );
    const messageId = message.rows[0]!.id;
    await db.query(
      `insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, to_email, dedupe_key, expires_at)
       select $1, $2, 'event_eve', l.id, l.email, 'lead:' || l.id || ':' || $3, now() + interval '1 day'
       from public.leads_lancamento l where l.email like $3 || '-%'`,
      [messageId, lancamento, tag],
    );
    const pending = await db.query<{ n: number }>(
      `select count(*)::int as n from private.email_outbox where dedupe_key like '%:' || $1 and status = 'pending'`,
      [tag],
    );
    expect(pending.rows[0]!.n).toBe(BULK);

    try {
      // The sender runs (its cron, by hand here) while the bulk send drains...
      await control(request, env, '/scheduled/background');
      // ... and a visitor registers on the page.
      const email = `e2e-escala-${Date.now()}@example.com`;
      await page.goto('/inscricao');
      await page.getByLabel('Nome completo').fill('Visitante Escala');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Não, quero aprender').check();
      await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
      await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
      await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
      const registered = Date.now();

      await expect
        .poll(
          async () => {
            const list = await request.get(`${env.mailboxUrl}/api/email`);
            const caught = (await list.json()) as { to: { address: string }[] }[];
            return caught.some((item) => item.to.some((to) => to.address === email));
          },
          { timeout: 30_000, intervals: [500] },
        )
        .toBe(true);
      const waited = Date.now() - registered;
      const left = await db.query<{ n: number }>(
        `select count(*)::int as n from private.email_outbox where dedupe_key like '%:' || $1 and status in ('pending', 'sending')`,
        [tag],
      );
      test.info().annotations.push({
        type: 'confirmation',
        description: `caught ${(waited / 1000).toFixed(1)} s after registering; ${left.rows[0]!.n} bulk messages still pending`,
      });
      // It did not wait for the bulk send: most of it is still pending.
      expect(left.rows[0]!.n).toBeGreaterThan(BULK / 2);
    } finally {
      // The rest of the bulk send is not needed: it leaves the outbox and the background run ends.
      await db.query(
        `update private.email_outbox set status = 'skipped', skip_reason = 'expired', lease_until = null
         where dedupe_key like '%:' || $1 and status in ('pending', 'sending')`,
        [tag],
      );
      await db.query(`delete from private.email_outbox where dedupe_key like '%:' || $1`, [tag]);
      await db.query(`delete from public.leads_lancamento where email like $1 || '-%'`, [tag]);
    }
  });
});
