// The closers' queue on the hot board. An abandonment postback (Hotmart's PURCHASE_OUT_OF_SHOPPING_CART,
// posted by scripts/simulate-checkout.ts in its documented shape) puts the buyer on the queue of /compras with a
// WhatsApp link that opens the conversation with the buyer's number and a prefilled message; the buyer's approval a
// moment later takes them off the queue by itself (the queue reloads on its own, no page reload) and cancels their
// pending recovery e-mails (written by the abandonment for the buyer's registration, which consented on the site).
import { HOTTOK, simulateCheckout as simulate } from '../src/checkout-simulator.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

test.describe("closers' queue", () => {
  test.beforeEach(() => expect(HOTTOK, 'E2E_HOTMART_HOTTOK from the e2e global setup').not.toBe(''));

  test('abandonment -> on the queue with a working WhatsApp link; approval -> off the queue by itself', async ({
    page,
    db,
    baseURL,
    signInAsStaff,
  }) => {
    test.setTimeout(120_000);
    const { rows } = await db.query<{ lancamento: number; checkout_url_advanced: string }>(
      'select lancamento, checkout_url_advanced from public.launches where is_current',
    );
    const launch = rows[0]!;
    // A buyer outside the launch's holdout (10 % by a hash of the e-mail get no recovery e-mail).
    let tag = '';
    let email = '';
    for (let attempt = 0; attempt < 50 && !email; attempt += 1) {
      tag = `${Date.now()}${attempt}`;
      const candidate = `e2e-recuperacao-${tag}@example.com`;
      const held = await db.query<{ held: boolean }>('select private.checkout_recovery_holdout($1, $2) as held', [
        launch.lancamento,
        candidate,
      ]);
      if (!held.rows[0]!.held) email = candidate;
    }
    expect(email).not.toBe('');
    const name = `Recuperada ${tag}`;
    const offer = new URL(launch.checkout_url_advanced).searchParams.get('off') ?? '';
    expect(offer).not.toBe('');

    // The buyer registered on the site (consent given): the abandonment writes the recovery sequence for them.
    await db.query(
      `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
       values ($1, $2, 'want_to_learn', 'iniciante', $3)`,
      [name, email, launch.lancamento],
    );
    const recovery = async () =>
      (
        await db.query<{ message_key: string; status: string; skip_reason: string | null }>(
          `select message_key, status, skip_reason from private.email_outbox
           where to_email = $1 and message_key like 'recovery%' order by message_key`,
          [email],
        )
      ).rows;

    const abandoned = await simulate(baseURL!, [
      '--email',
      email,
      '--name',
      name,
      '--event',
      'PURCHASE_OUT_OF_SHOPPING_CART',
      '--offer',
      offer,
    ]);
    expect(abandoned.out, abandoned.err).toContain('-> 200');
    const stored = await db.query<{ transaction: string | null; lancamento: number }>(
      'select transaction, lancamento from public.checkout_events where buyer_email = $1',
      [email],
    );
    expect(stored.rows).toEqual([{ transaction: null, lancamento: launch.lancamento }]);
    expect(await recovery()).toEqual(
      ['recovery_abandoned_1', 'recovery_abandoned_2', 'recovery_abandoned_3'].map((key) => ({
        message_key: key,
        status: 'pending',
        skip_reason: null,
      })),
    );

    await signInAsStaff('/compras');
    await page.getByLabel('Lançamento').selectOption(String(launch.lancamento));
    const queue = page.getByRole('table', { name: 'Fila de recuperação (até 200 mais recentes)' });
    const row = queue.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Carrinho abandonado (PURCHASE_OUT_OF_SHOPPING_CART)');
    await expect(row).toContainText('Consentiu no site');
    await expect(row).toContainText('Nenhum e-mail');

    // The link opens the buyer's conversation (wa.me answered by a stub) with the prefilled message.
    await page.context().route('https://wa.me/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="pt-BR"><head><title>WhatsApp</title></head><body><h1>Conversa</h1></body></html>',
      }),
    );
    const link = row.getByRole('link', { name: `WhatsApp de ${name}` });
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup.getByRole('heading', { name: 'Conversa' })).toBeVisible();
    const opened = new URL(popup.url());
    expect(opened.pathname).toBe('/5511987654321');
    expect(opened.searchParams.get('text')).toContain(`Olá, Recuperada! Aqui é da equipe da Semana Java.`);
    await popup.close();

    // A closer marks the outcome.
    await row.getByLabel(`Resultado do contato com ${name}`).selectOption('vai_pagar');
    await expect(page.getByText('Resultado do contato salvo.')).toBeVisible();
    await expect(row.getByLabel(`Resultado do contato com ${name}`)).toHaveValue('vai_pagar');
    await expectNoSeriousA11yViolations(page);

    // The buyer pays: off the queue without touching the page (it reloads every 30 s).
    const approved = await simulate(baseURL!, ['--email', email, '--name', name, '--offer', offer]);
    expect(approved.out, approved.err).toContain('-> 200');
    await expect(row).toHaveCount(0, { timeout: 45_000 });
    expect(await recovery()).toEqual(
      ['recovery_abandoned_1', 'recovery_abandoned_2', 'recovery_abandoned_3'].map((key) => ({
        message_key: key,
        status: 'skipped',
        skip_reason: 'settled',
      })),
    );
  });

  test("a buyer whose only consent is the checkout's: mailed, shown as such, and unsubscribed on /descadastro with their own link", async ({
    page,
    db,
    baseURL,
    signInAsStaff,
  }) => {
    test.setTimeout(120_000);
    const { rows } = await db.query<{ lancamento: number; checkout_url_advanced: string }>(
      'select lancamento, checkout_url_advanced from public.launches where is_current',
    );
    const launch = rows[0]!;
    let tag = '';
    let email = '';
    for (let attempt = 0; attempt < 50 && !email; attempt += 1) {
      tag = `${Date.now()}${attempt}`;
      const candidate = `e2e-consentimento-checkout-${tag}@example.com`;
      const held = await db.query<{ held: boolean }>('select private.checkout_recovery_holdout($1, $2) as held', [
        launch.lancamento,
        candidate,
      ]);
      if (!held.rows[0]!.held) email = candidate;
    }
    expect(email).not.toBe('');
    const name = `Checkout ${tag}`;
    const offer = new URL(launch.checkout_url_advanced).searchParams.get('off') ?? '';

    // No registration: the abandonment's "accepts communications" is the only consent.
    const abandoned = await simulate(baseURL!, [
      '--email',
      email,
      '--name',
      name,
      '--event',
      'PURCHASE_OUT_OF_SHOPPING_CART',
      '--offer',
      offer,
      '--accepts-communications',
    ]);
    expect(abandoned.out, abandoned.err).toContain('-> 200');
    const written = await db.query<{ message_key: string; lead_id: number | null; token: string }>(
      `select o.message_key, o.lead_id, b.unsubscribe_token as token from private.email_outbox o
       join private.checkout_buyers b on b.id = o.checkout_buyer_id
       where o.to_email = $1 and o.status = 'pending' order by o.message_key`,
      [email],
    );
    expect(written.rows.map((row) => [row.message_key, row.lead_id])).toEqual([
      ['recovery_abandoned_1', null],
      ['recovery_abandoned_2', null],
      ['recovery_abandoned_3', null],
    ]);
    const token = written.rows[0]!.token;

    await signInAsStaff('/compras');
    await page.getByLabel('Lançamento').selectOption(String(launch.lancamento));
    const queue = page.getByRole('table', { name: 'Fila de recuperação (até 200 mais recentes)' });
    const row = queue.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Aceitou comunicações no checkout');

    // The visible unsubscribe link of the buyer's messages: the page greets them and cancels.
    await page.goto(`/descadastro?hash=${encodeURIComponent(token)}`);
    await expect(page.getByText(/Olá, Checkout!/)).toBeVisible();
    await page.getByLabel('Recebo muitos e-mails').check();
    await page.getByRole('button', { name: 'Prosseguir com Cancelamento' }).click();
    await expect(page.getByRole('heading', { name: 'Inscrição Cancelada' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const reasons = await db.query<{ reason: string | null }>(
      `select private.email_skip_reason(o, o.next_attempt_at) as reason from private.email_outbox o
       where o.to_email = $1 and o.status = 'pending' order by o.message_key`,
      [email],
    );
    expect(reasons.rows.map((r) => r.reason)).toEqual(['unsubscribed', 'unsubscribed', 'unsubscribed']);

    await page.goto('/compras');
    await page.getByLabel('Lançamento').selectOption(String(launch.lancamento));
    await expect(queue.getByRole('row').filter({ hasText: email })).toContainText('Descadastrado');
  });
});
