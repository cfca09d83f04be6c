// The paid-course pages (mfe-sales) composed by the shell: the sales landing /launch with its purchase modal and
// checkout hand-off, and the offer page /oferta, against the run's local Supabase (real RPCs, rows checked through db).
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { setLaunchPhase } from '../src/db.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameMin: 'Nome deve ter pelo menos 2 caracteres',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  whatsappRequired: 'WhatsApp é obrigatório',
  whatsappMin: 'WhatsApp deve ter pelo menos 8 dígitos',
  saveFailed: 'Erro ao salvar dados. Tente novamente.',
};

const CHECKOUT_COLUMNS = [
  'checkout_url_beginners',
  'checkout_url_advanced',
  'checkout_url_beginners_after_deadline',
  'checkout_url_advanced_after_deadline',
] as const;
type CheckoutColumn = (typeof CHECKOUT_COLUMNS)[number];
type CheckoutRow = Record<CheckoutColumn, string | null> & { lancamento: number; registration_deadline: Date };

function uniqueEmail(tag: string): string {
  return `e2e-venda-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function currentLaunch(db: pg.Pool): Promise<CheckoutRow> {
  const { rows } = await db.query<CheckoutRow>(
    `select lancamento, registration_deadline, ${CHECKOUT_COLUMNS.join(', ')} from public.launches where is_current`,
  );
  return rows[0]!;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Falta pouco! Preencha seus dados' });
const submit = (page: Page) => dialog(page).getByRole('button', { name: /Ir para o pagamento|Salvando\.\.\./ });
const phone = (page: Page) => dialog(page).getByRole('textbox', { name: /WhatsApp/ });

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Garantir minha vaga' }).first().click();
  await expect(dialog(page)).toBeVisible();
}

async function fillModal(page: Page, values: { name: string; email: string; phone: string }) {
  await dialog(page).getByLabel('Nome completo').fill(values.name);
  await dialog(page).getByLabel('E-mail').fill(values.email);
  await phone(page).pressSequentially(values.phone);
}

test.describe('sales landing /launch', () => {
  test('shows every section, scrolls to the price box and passes axe (page and modal)', async ({ page }) => {
    await page.goto('/launch');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Do Zero ao Dev Java Disputado(a) em 6 meses!' }),
    ).toBeVisible();
    for (const heading of [
      'Quem vai te guiar nessa jornada',
      'Java está entre as linguagens que mais pagam no Brasil',
      'A jornada em 13 passos',
      'A nossa promessa',
      '3 bônus incluídos',
      '4 bônus exclusivos e limitados',
      'Invista na sua nova carreira',
      'Quem já fez, aprova',
      'Perguntas frequentes',
      'Garantia incondicional de 7 dias',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Resultados dos alunos' })).toContainText('5.000+');
    await expect(page.getByRole('list', { name: 'Resultados dos alunos' })).toContainText('98%');
    await expect(page.getByRole('figure').filter({ hasText: 'por linguagem' })).toContainText('JavaR$ 9.639,04');
    await expect(
      page.getByRole('heading', { name: 'A jornada em 13 passos' }).locator('..').getByRole('listitem'),
    ).toHaveCount(13);
    await expect(page.getByText('12x de R$ 103,11')).toBeVisible();
    await expect(page.getByText('ou R$ 997 à vista')).toBeVisible();
    await expect(page.locator('s', { hasText: 'R$ 7.997' })).toBeVisible();

    await page.getByRole('button', { name: 'Quero começar agora' }).first().click();
    await expect(page.locator('#preco-do-curso')).toBeFocused();
    await expect(page.locator('#preco-do-curso')).toBeInViewport();

    await expectNoSeriousA11yViolations(page);
    await openModal(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the modal shows the validation messages of the spec and clears each on edit', async ({ page, db }) => {
    await page.goto('/launch');
    await openModal(page);
    await submit(page).click();
    await expect(dialog(page).getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog(page).getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(dialog(page).getByText(MESSAGES.whatsappRequired)).toBeVisible();

    await fillModal(page, { name: 'A', email: 'nao-e-email', phone: '1198' });
    await expect(dialog(page).getByText(MESSAGES.nameRequired)).toBeHidden();
    await submit(page).click();
    await expect(dialog(page).getByText(MESSAGES.nameMin)).toBeVisible();
    await expect(dialog(page).getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(dialog(page).getByText(MESSAGES.whatsappMin)).toBeVisible();
    await expect(phone(page)).toHaveValue('(11) 98');

    await phone(page).focus();
    await phone(page).press('End');
    await phone(page).pressSequentially('7654321');
    await expect(phone(page)).toHaveValue('(11) 98765-4321');
    await expect(dialog(page).getByText(MESSAGES.whatsappMin)).toBeHidden();
    await expect(dialog(page).getByText(MESSAGES.nameMin)).toBeVisible();

    const { rows } = await db.query('select 1 from public.purchase_leads where email = $1', ['nao-e-email']);
    expect(rows).toHaveLength(0);
  });

  test('pre-fills the modal from the URL (name, email, phoneac + phonenumber)', async ({ page }) => {
    await page.goto('/launch?offer=i&name=Ana%20Lima&email=ana@example.com&phoneac=21&phonenumber=98765-4321');
    await openModal(page);
    await expect(dialog(page).getByLabel('Nome completo')).toHaveValue('Ana Lima');
    await expect(dialog(page).getByLabel('E-mail')).toHaveValue('ana@example.com');
    await expect(phone(page)).toHaveValue('(21) 98765-4321');

    await page.goto('/launch?phonenumber=12345');
    await openModal(page);
    await expect(phone(page)).toHaveValue('');
  });

  test.describe('checkout hand-off', () => {
    let original: CheckoutRow;

    test.beforeAll(async ({ db }) => {
      original = await currentLaunch(db);
    });

    test.afterAll(async ({ db }) => {
      await db.query(
        `update public.launches set ${CHECKOUT_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where lancamento = $1`,
        [original.lancamento, ...CHECKOUT_COLUMNS.map((c) => original[c])],
      );
    });

    /** The launch's checkout links point at a stub on the site's own origin, answered by page.route. */
    async function pointCheckoutAtStub(page: Page, db: pg.Pool, baseURL: string | undefined) {
      const stub = new URL('/checkout-stub', baseURL).toString();
      await db.query(
        `update public.launches set checkout_url_beginners = $2, checkout_url_advanced = $3,
           checkout_url_beginners_after_deadline = $4, checkout_url_advanced_after_deadline = $5 where lancamento = $1`,
        [original.lancamento, `${stub}?off=ini`, `${stub}?off=ava`, `${stub}?off=ini-tarde`, `${stub}?off=ava-tarde`],
      );
      await page.route(`${stub}?**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html lang="pt-BR"><head><title>Checkout</title></head><body><h1>Checkout de teste</h1></body></html>',
        }),
      );
    }

    test.beforeEach(async ({ page, db, baseURL }) => {
      await pointCheckoutAtStub(page, db, baseURL);
    });

    test('saves the lead NOVO, marks it redirected and lands on the launch checkout with the visitor data', async ({
      page,
      db,
    }) => {
      // The cart is open and the deadline ahead: the normal link of the track.
      const restoreDates = await setLaunchPhase(db, 'cart_open');
      try {
        await checkoutBeforeDeadline(page, db);
      } finally {
        await restoreDates();
      }
    });

    async function checkoutBeforeDeadline(page: Page, db: pg.Pool) {
      const email = uniqueEmail('ok');
      // Between saving and marking, the row is already there: NOVO and not yet redirected.
      let beforeMark: { status: string; redirected_to_payment: boolean } | undefined;
      await page.route('**/rest/v1/rpc/mark_purchase_redirected', async (route) => {
        const { rows } = await db.query(
          'select status, redirected_to_payment from public.purchase_leads where email = $1',
          [email],
        );
        beforeMark = rows[0];
        await route.continue();
      });

      let saveCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/rpc/save_purchase_intent')) saveCalls += 1;
      });
      await page.goto('/launch?offer=a&utm_source=e2e-src&utm_medium=cpc&utm_campaign=e2e-camp');
      await openModal(page);
      await fillModal(page, { name: 'Maria Compradora', email: `  ${email.toUpperCase()} `, phone: '11987654321' });
      await submit(page).dblclick();

      await expect(page.getByRole('heading', { name: 'Checkout de teste' })).toBeVisible();
      const landed = new URL(page.url());
      expect(landed.pathname).toBe('/checkout-stub');
      expect(landed.searchParams.get('off')).toBe('ava');
      expect(landed.searchParams.get('name')).toBe('Maria Compradora');
      expect(landed.searchParams.get('email')).toBe(email);
      expect(landed.searchParams.get('phoneac')).toBe('11');
      expect(landed.searchParams.get('phonenumber')).toBe('987654321');
      expect(landed.searchParams.get('src')).toBe('e2e-src');
      expect(landed.searchParams.get('sck')).toBe('e2e-src');
      // Not the checkout platform's host: no marketing parameters.
      expect(landed.searchParams.has('xcod')).toBe(false);
      expect(landed.searchParams.has('utm_source')).toBe(false);

      expect(saveCalls).toBe(1);
      expect(beforeMark).toEqual({ status: 'NOVO', redirected_to_payment: false });
      const { rows } = await db.query(
        `select name, whatsapp, lancamento, status, redirected_to_payment, payment_url, utm_source, utm_medium, utm_campaign, payment_processor
         from public.purchase_leads where email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual({
        name: 'Maria Compradora',
        whatsapp: '5511987654321',
        lancamento: original.lancamento,
        status: 'NOVO',
        redirected_to_payment: true,
        payment_url: page.url(),
        utm_source: 'e2e-src',
        utm_medium: 'cpc',
        utm_campaign: 'e2e-camp',
        payment_processor: 'hotmart',
      });
      await db.query('delete from public.purchase_leads where email = $1', [email]);
    }

    test('still goes to the checkout when marking the lead redirected fails (after the deadline: the late link)', async ({
      page,
      db,
    }) => {
      const restoreDates = await setLaunchPhase(db, 'after_deadline');
      try {
        await checkoutAfterDeadlineMarkFails(page, db);
      } finally {
        await restoreDates();
      }
    });

    async function checkoutAfterDeadlineMarkFails(page: Page, db: pg.Pool) {
      await page.route('**/rest/v1/rpc/mark_purchase_redirected', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"XX000","message":"falha simulada"}',
        }),
      );
      const email = uniqueEmail('marca');
      await page.goto('/launch?offer=i');
      await openModal(page);
      await fillModal(page, { name: 'Pedro Marca', email, phone: '31987654321' });
      await submit(page).click();
      await expect(page.getByRole('heading', { name: 'Checkout de teste' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('off')).toBe('ini-tarde');
      const { rows } = await db.query(
        'select status, redirected_to_payment from public.purchase_leads where email = $1',
        [email],
      );
      expect(rows).toEqual([{ status: 'NOVO', redirected_to_payment: false }]);
      await db.query('delete from public.purchase_leads where email = $1', [email]);
    }
  });

  test('a failed save keeps the modal open with what was typed and stores nothing', async ({ page, db }) => {
    await page.route('**/rest/v1/rpc/save_purchase_intent', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"XX000","message":"falha simulada"}',
      }),
    );
    const email = uniqueEmail('falha');
    await page.goto('/launch');
    await openModal(page);
    await fillModal(page, { name: 'João Falha', email, phone: '21987654321' });
    await submit(page).click();

    await expect(dialog(page).getByRole('alert')).toHaveText(MESSAGES.saveFailed);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Nome completo')).toHaveValue('João Falha');
    await expect(dialog(page).getByLabel('E-mail')).toHaveValue(email);
    await expect(phone(page)).toHaveValue('(21) 98765-4321');
    await expect(submit(page)).toHaveText('Ir para o pagamento');
    expect(new URL(page.url()).pathname).toBe('/launch');
    const { rows } = await db.query('select 1 from public.purchase_leads where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  test("too many purchase intents for one e-mail: 'Muitas tentativas...' in the modal, what was typed stays", async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('limite');
    const { rows: current } = await db.query<{ lancamento: number }>(
      'select lancamento from public.launches where is_current',
    );
    // Five intents of the e-mail in the last ten minutes (the per-e-mail limit); the stored lead is the first one.
    for (let i = 0; i < 5; i += 1) {
      await db.query("select public.save_purchase_intent('Rita Limite', $1, '5521987654321', $2)", [
        email,
        current[0]!.lancamento,
      ]);
    }
    await page.goto('/launch');
    await openModal(page);
    await fillModal(page, { name: 'Rita Limite', email, phone: '21987654321' });
    const answer = page.waitForResponse('**/rest/v1/rpc/save_purchase_intent');
    await submit(page).click();
    expect((await answer).status()).toBe(429);
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    await expect(dialog(page).getByLabel('Nome completo')).toHaveValue('Rita Limite');
    await expect(dialog(page).getByLabel('E-mail')).toHaveValue(email);
    await expect(phone(page)).toHaveValue('(21) 98765-4321');
    expect(new URL(page.url()).pathname).toBe('/launch');
    await expectNoSeriousA11yViolations(page);
    await db.query('delete from public.purchase_leads where email = $1', [email]);
  });
});

test.describe('offer page /oferta', () => {
  test('shows the eight sections, the cart-opening countdown and prices, and passes axe', async ({ page, db }) => {
    const restoreDates = await setLaunchPhase(db, 'before_cart');
    try {
      await offerBeforeCart(page, db);
    } finally {
      await restoreDates();
    }
  });

  async function offerBeforeCart(page: Page, db: pg.Pool) {
    const { rows } = await db.query<{ cart_opens_text: string }>(
      'select cart_opens_text from public.launches where is_current',
    );
    await page.goto('/oferta');
    await expect(page.getByText('Oferta especial', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    for (const unit of ['Dias', 'Horas', 'Minutos', 'Segundos'])
      await expect(page.getByRole('timer').getByText(unit)).toBeVisible();
    await expect(page.getByText(`Abertura do carrinho: ${rows[0]!.cart_opens_text}`)).toBeVisible();

    const h2 = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(h2).toEqual([
      'Conteúdo do curso',
      'Bônus incluídos',
      'Bônus exclusivos',
      'Acesso e garantia',
      'Tudo o que você recebe',
      'Investimento',
      'Prepare-se para a abertura',
    ]);
    await expect(page.getByRole('table').getByRole('row', { name: /Valor total/ })).toContainText('R$ 8.797,00');
    await expect(page.getByText('12x de R$ 103,11')).toBeVisible();
    await expect(page.getByText('ou R$ 997,00 à vista')).toBeVisible();
    await expect(page.getByText('Total parcelado: R$ 1.237,32')).toBeVisible();
    await expect(page.getByText('Economia de R$ 240,32 pagando à vista')).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  }

  test('the curriculum opens one module at a time and collapses the open one', async ({ page }) => {
    await page.goto('/oferta');
    const modules = page.getByRole('button', { name: /^Módulo \d+:/ });
    await expect(modules).toHaveCount(14);
    const oop = page.getByRole('button', { name: /Módulo 3:/ });
    const boot = page.getByRole('button', { name: /Módulo 13:/ });

    await oop.click();
    await expect(oop).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: /Módulo 3:/ })).toContainText('Polimorfismo');

    await boot.click();
    await expect(boot).toHaveAttribute('aria-expanded', 'true');
    await expect(oop).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Polimorfismo')).toBeHidden();
    await expect(page.getByRole('region', { name: /Módulo 13:/ })).toContainText('Autenticação com Spring Security');

    await boot.click();
    await expect(boot).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: /Módulo \d+:/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('small screens and the light theme', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/launch', '/oferta']) {
    test(`${path} fits 360 px without horizontal scrolling and passes axe in the light theme`, async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('semana-java:theme', JSON.stringify({ state: { theme: 'light' }, version: 0 }));
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      if (path === '/launch') {
        await openModal(page);
        const dialogBox = await dialog(page).boundingBox();
        expect(dialogBox!.width).toBeLessThanOrEqual(360);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
