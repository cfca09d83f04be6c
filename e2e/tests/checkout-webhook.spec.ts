// The loop closed by the checkout platform. A purchase through the sales modal lands on the platform's
// checkout carrying the purchase attempt's reference (xcod); `npm run simulate:checkout` (scripts/simulate-checkout.ts)
// posts the platform's postback to the edge's POST /webhooks/hotmart; the lead turns VENDIDO on the board with a
// 'checkout' history entry and its revenue shows under its source on /campanhas; a replay changes nothing, a wrong
// hottok gets 401 and stores nothing, and a refund turns it REEMBOLSADO and takes it out of the sales figures.
//
// Needs the edge layer serving the site with HOTMART_HOTTOK / CHECKOUT_WEBHOOK_SECRET, and the global
// setup exporting the hottok as E2E_HOTMART_HOTTOK (and storing the database secret with
// edge/local/checkout-webhook-secrets.ts), as e2e/src/global-setup.ts does.
import type { Page } from '@playwright/test';
import { HOTTOK, simulateCheckout as simulate } from '../src/checkout-simulator.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Falta pouco! Preencha seus dados' });

test.describe('checkout webhook', () => {
  // The global setup always exports the hottok: a run without it is broken, not a reason to skip.
  test.beforeEach(() => expect(HOTTOK, 'E2E_HOTMART_HOTTOK from the e2e global setup').not.toBe(''));

  test('purchase -> simulated postback -> VENDIDO on the board and revenue on /campanhas; replay, wrong hottok, refund', async ({
    page,
    db,
    baseURL,
    signInAsStaff,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const source = `e2e-checkout-${tag}`;
    const email = `e2e-checkout-${tag}@example.com`;
    const name = `Compradora ${tag}`;

    // The purchase: the platform's checkout is answered by a stub, the URL it was given is kept.
    await page.route('https://pay.hotmart.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="pt-BR"><head><title>Checkout</title></head><body><h1>Checkout de teste</h1></body></html>',
      }),
    );
    await page.goto(`/launch?offer=a&utm_source=${source}&utm_medium=cpc&utm_campaign=camp-${tag}`);
    await page.getByRole('button', { name: 'Garantir minha vaga' }).first().click();
    await dialog(page).getByLabel('Nome completo').fill(name);
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page)
      .getByRole('textbox', { name: /WhatsApp/ })
      .pressSequentially('11987654321');
    await dialog(page).getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout de teste' })).toBeVisible();
    const checkout = new URL(page.url());
    const { rows } = await db.query<{ id: string; status: string }>(
      'select id::text, status from public.purchase_leads where email = $1',
      [email],
    );
    const lead = rows[0]!;
    // xcod is the reference save_purchase_intent gave this purchase attempt (stored as a digest only).
    const reference = checkout.searchParams.get('xcod') ?? '';
    const attempt = await db.query<{ purchase_lead_id: string }>(
      'select purchase_lead_id::text from private.purchase_attempts where token_digest = private.token_digest($1)',
      [reference],
    );
    expect(attempt.rows[0]?.purchase_lead_id).toBe(lead.id);
    expect(checkout.searchParams.get('utm_source')).toBe(source);
    const offer = checkout.searchParams.get('off') ?? '';

    const approved = [
      '--email',
      email,
      '--event',
      'PURCHASE_APPROVED',
      '--xcod',
      reference,
      '--offer',
      offer,
      '--price',
      '997',
      '--transaction',
      `HPE2E${tag}`,
    ];
    // A wrong hottok: 401, nothing stored.
    const refused = await simulate(baseURL!, approved, 'hottok-errado');
    expect(refused.code).not.toBe(0);
    expect(refused.out, refused.err).toContain('-> 401');
    expect((await db.query('select 1 from public.checkout_events where buyer_email = $1', [email])).rowCount).toBe(0);

    // The approved purchase: VENDIDO, once.
    const first = await simulate(baseURL!, approved);
    expect(first.out, first.err).toContain('-> 200');
    expect(first.out).toContain('"status":"VENDIDO"');
    const eventId = (
      await db.query<{ event_id: string }>('select event_id from public.checkout_events where buyer_email = $1', [
        email,
      ])
    ).rows[0]!.event_id;

    await signInAsStaff('/compras');
    const current = (
      await db.query<{ lancamento: number }>('select lancamento from public.purchase_leads where id = $1', [lead.id])
    ).rows[0]!.lancamento;
    await page.getByLabel('Lançamento').selectOption(String(current));
    await expect(page.getByLabel(`Status de ${name}`)).toHaveValue('VENDIDO');
    await page.getByRole('button', { name: `Ver histórico de ${name}` }).click();
    const history = page.getByRole('list', { name: `Mudanças de status: ${name}` });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Novo → Vendido por checkout: Compra aprovada (PURCHASE_APPROVED)');
    await expectNoSeriousA11yViolations(page);

    // The same postback again (the platform retries with the same id): 200, nothing changes.
    const replayBody = (
      await db.query<{ payload: Record<string, unknown> }>(
        'select payload from public.checkout_events where event_id = $1',
        [eventId],
      )
    ).rows[0]!.payload;
    const replay = await page.request.post('/webhooks/hotmart', {
      headers: { 'x-hotmart-hottok': HOTTOK },
      data: replayBody,
    });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    expect((await db.query('select 1 from public.checkout_events where buyer_email = $1', [email])).rowCount).toBe(1);
    expect(
      (await db.query('select 1 from public.purchase_lead_status_history where purchase_lead_id = $1', [lead.id]))
        .rowCount,
    ).toBe(1);

    // Revenue under its source on /campanhas.
    // (The launch list there holds launches with registrations; this source has none, so: every launch.)
    await page.goto('/campanhas');
    await page.getByLabel('Lançamento').selectOption({ label: 'Todos os Lançamentos' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const bySource = page.getByRole('region', { name: 'Vendas e receita por fonte' });
    await expect(bySource.getByRole('row', { name: new RegExp(source) })).toHaveText(
      new RegExp(`^${source}01R\\$\\s997,00—$`),
    );
    await expectNoSeriousA11yViolations(page);

    // A refund afterwards: REEMBOLSADO, out of the sales and the revenue.
    const refund = await simulate(baseURL!, [
      '--email',
      email,
      '--event',
      'PURCHASE_REFUNDED',
      '--xcod',
      reference,
      '--offer',
      offer,
      '--transaction',
      `HPE2E${tag}`,
      '--date',
      new Date(Date.now() + 60_000).toISOString(),
    ]);
    expect(refund.out, refund.err).toContain('"status":"REEMBOLSADO"');
    await page.reload();
    await page.getByLabel('Lançamento').selectOption({ label: 'Todos os Lançamentos' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(bySource.getByRole('row', { name: new RegExp(source) })).toHaveCount(0);
    await page.goto('/compras');
    await page.getByLabel('Lançamento').selectOption(String(current));
    await expect(page.getByLabel(`Status de ${name}`)).toHaveValue('REEMBOLSADO');
  });
});

test.describe('unmatched checkout events (/campanhas/pagamentos)', () => {
  test('lists an event no lead matched and links it after a confirmation; the status follows the event', async ({
    page,
    db,
    signInAsStaff,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const name = `Lead Pagamento ${tag}`;
    const leadEmail = `e2e-link-${tag}@example.com`;
    const buyerEmail = `e2e-outro-email-${tag}@example.com`;
    const { rows } = await db.query<{ id: string; lancamento: number }>(
      `insert into public.purchase_leads (name, email, lancamento, status, utm_source)
       values ($1, $2, (select lancamento from public.launches where is_current), 'CONTATADO', 'e2e-link') returning id::text, lancamento`,
      [name, leadEmail],
    );
    const lead = rows[0]!;
    // What the webhook stores when nothing matches (bought with another e-mail, offer of no launch).
    await db.query(
      `insert into public.checkout_events (event_id, event, event_at, transaction, buyer_email, buyer_name, product_id, offer_code, price,
         currency, installments, payload)
       values ($1, 'PURCHASE_APPROVED', now() - interval '1 hour', $2, $3, 'Comprador Outro E-mail', '1234567', 'oferta-x', 497.5, 'BRL', 1, '{}')`,
      [`e2e-unmatched-${tag}`, `HPLINK${tag}`, buyerEmail],
    );
    try {
      await signInAsStaff('/campanhas/pagamentos');
      await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos sem Lead' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(buyerEmail) });
      await expect(row).toContainText('Compra aprovada (PURCHASE_APPROVED)');
      await expect(row).toContainText('R$');
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('button', { name: `Vincular o evento de ${buyerEmail}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Vincular evento a um lead de compra' });
      await expect(dialog.getByLabel('E-mail do lead de compra')).toHaveValue(buyerEmail);
      await dialog.getByLabel('Lançamento').selectOption(String(lead.lancamento));
      // The buyer's e-mail is no lead: refused, what was typed stays.
      await dialog.getByRole('button', { name: 'Vincular' }).click();
      await dialog.getByRole('button', { name: 'Confirmar vínculo' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Nenhum lead de compra com este e-mail neste lançamento.');
      await expect(dialog.getByLabel('E-mail do lead de compra')).toHaveValue(buyerEmail);

      await dialog.getByLabel('E-mail do lead de compra').fill(leadEmail);
      await dialog.getByRole('button', { name: 'Vincular' }).click();
      await expect(dialog).toContainText(
        `Vincular este evento ao lead de compra ${leadEmail} do lançamento ${lead.lancamento}?`,
      );
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Confirmar vínculo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Evento vinculado' })).toContainText(
        'Status do lead: Vendido.',
      );
      await expect(page.getByRole('row', { name: new RegExp(buyerEmail) })).toHaveCount(0);
      const stored = await db.query<{ status: string }>('select status from public.purchase_leads where id = $1', [
        lead.id,
      ]);
      expect(stored.rows[0]!.status).toBe('VENDIDO');
      const history = await db.query(
        'select actor, event, to_status from public.purchase_lead_status_history where purchase_lead_id = $1',
        [lead.id],
      );
      expect(history.rows).toEqual([{ actor: 'checkout', event: 'PURCHASE_APPROVED', to_status: 'VENDIDO' }]);
    } finally {
      await db.query('delete from public.checkout_events where event_id = $1', [`e2e-unmatched-${tag}`]);
      await db.query('delete from public.purchase_leads where id = $1', [lead.id]);
    }
  });
});
