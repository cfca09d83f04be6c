// Every public page has a state for each phase of the current launch, driven by the launch row's dates
// (set through e2e/src/db.ts relative to the database's now(); no test depends on today's date): /inscricao, the
// thank-you page, the lessons' closing countdown, /oferta's cart and the checkout links. A past date is never shown as
// upcoming, and the pre-rendered HTML carries no date or phase.
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { setLaunchPhase, type LaunchPhaseName } from '../src/db.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const NOTICE: Record<Exclude<LaunchPhaseName, 'before_event'>, string> = {
  during_event: 'A Semana Java desta turma já começou e as inscrições estão encerradas.',
  before_cart: 'As aulas ao vivo desta turma já aconteceram e as inscrições estão encerradas.',
  cart_open: 'As aulas ao vivo desta turma já aconteceram e as vagas do curso estão abertas.',
  after_deadline: 'Esta turma da Semana Java foi encerrada.',
};

async function currentDates(db: pg.Pool) {
  const { rows } = await db.query<{ event_date_text: string; event_time_text: string; cart_opens_text: string }>(
    'select event_date_text, event_time_text, cart_opens_text from public.launches where is_current',
  );
  return rows[0]!;
}

/** /inscricao once the event date is past: the phase's notice, the waiting list instead of the form, no date. */
async function expectRegistrationClosed(
  page: Page,
  phase: Exclude<LaunchPhaseName, 'before_event'>,
  eventDate: string,
) {
  await page.goto('/inscricao');
  await expect(page.getByText(NOTICE[phase])).toBeVisible();
  await expect(page.getByText(eventDate)).toHaveCount(0);
  const invite = page.getByRole('region', { name: 'Ative o lembrete para a próxima turma' });
  await expect(invite.getByRole('link', { name: 'Entrar na lista de espera' })).toHaveAttribute(
    'href',
    '/lista-espera',
  );
  await expect(page.getByLabel('Nome completo')).toHaveCount(0);
}

/** The closing countdown of /aulas and a level page is still running. */
async function expectLessonsCountdownRunning(page: Page) {
  for (const path of ['/aulas', '/aulas/iniciantes']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Tempo Restante para o Encerramento' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'O acesso às aulas gratuitas foi encerrado' })).toHaveCount(0);
  }
}

/** At zero the countdown is replaced by the closing message and the next step. */
async function expectLessonsClosed(page: Page, next: { label: string; href: string }) {
  for (const path of ['/aulas', '/aulas/intermediario']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'O acesso às aulas gratuitas foi encerrado' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: next.label })).toHaveAttribute('href', next.href);
  }
}

async function expectOfferCountdown(page: Page, cartOpensText: string) {
  await page.goto('/oferta');
  await expect(page.getByText('O carrinho abre em')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(`Abertura do carrinho: ${cartOpensText}`)).toBeVisible();
}

test.describe('the public pages follow the phase of the current launch', () => {
  let restore: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });

  test('before the event: the date, the form, running countdowns; the pre-rendered HTML has no date', async ({
    page,
    db,
    request,
  }) => {
    restore = await setLaunchPhase(db, 'before_event');
    const dates = await currentDates(db);
    // What the server sends before any script: the pre-rendered markup is the loading state, never a date baked in at
    // build time; the launch comes with the page only as data, read by the edge now (its public-content block).
    const DATA_BLOCK = /<script type="application\/json" id="funil-public-content">([\s\S]*?)<\/script>/;
    const html = await (await request.get('/inscricao')).text();
    const markup = html.replace(DATA_BLOCK, '');
    expect(markup).toContain('Carregando a data do evento...');
    expect(markup).not.toContain(dates.event_date_text);
    expect(DATA_BLOCK.exec(html)?.[1]).toContain(dates.event_date_text);
    expect((await (await request.get('/oferta')).text()).replace(DATA_BLOCK, '')).not.toContain(dates.cart_opens_text);

    await page.goto('/inscricao');
    await expect(page.getByText(`${dates.event_date_text} às ${dates.event_time_text}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Entrar na lista de espera' })).toHaveCount(0);
    await expectLessonsCountdownRunning(page);
    await expectOfferCountdown(page, dates.cart_opens_text);
    await expectNoSeriousA11yViolations(page);
  });

  test('during the event: registration closed with the waiting list; lessons and cart countdowns run', async ({
    page,
    db,
  }) => {
    restore = await setLaunchPhase(db, 'during_event');
    const dates = await currentDates(db);
    await expectRegistrationClosed(page, 'during_event', dates.event_date_text);
    await expectNoSeriousA11yViolations(page);
    await expectLessonsCountdownRunning(page);
    await expectOfferCountdown(page, dates.cart_opens_text);
  });

  test('between the event and the cart: registration closed; lessons and cart countdowns run', async ({ page, db }) => {
    restore = await setLaunchPhase(db, 'before_cart');
    const dates = await currentDates(db);
    await expectRegistrationClosed(page, 'before_cart', dates.event_date_text);
    await expectLessonsCountdownRunning(page);
    await expectOfferCountdown(page, dates.cart_opens_text);
  });

  test('cart open: lessons closed with the way to the sales page, /oferta shows the open cart', async ({
    page,
    db,
  }) => {
    restore = await setLaunchPhase(db, 'cart_open');
    const dates = await currentDates(db);
    await expectRegistrationClosed(page, 'cart_open', dates.event_date_text);
    await expectLessonsClosed(page, { label: 'Garantir minha vaga', href: '/launch' });
    await expectNoSeriousA11yViolations(page);
    await page.goto('/oferta');
    const cart = page.getByRole('region', { name: 'O carrinho está aberto!' });
    await expect(cart.getByRole('link', { name: 'Garantir minha vaga' })).toHaveAttribute('href', '/launch');
    await expect(page.getByText('O carrinho abre em')).toHaveCount(0);
    await expect(page.getByText(`Abertura do carrinho: ${dates.cart_opens_text}`)).toHaveCount(0);
    // The closing section speaks of the open cart, not of the opening ahead.
    await expect(page.getByRole('heading', { level: 2, name: 'Garanta sua vaga agora' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prepare-se para a abertura' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('after the deadline: every page points to the waiting list, the thank-you page too', async ({ page, db }) => {
    // A lead registered while the registration was open, then the launch ends.
    restore = await setLaunchPhase(db, 'before_event');
    const email = `e2e-fases-${Date.now()}@example.com`;
    await page.goto('/inscricao');
    await page.getByLabel('Nome completo').fill('Fernanda Fases');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Sim, já programei').check();
    await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado\?data=/);
    await expect(page.getByRole('link', { name: /Adicionar à agenda/ })).toBeVisible();
    const thankYou = page.url();
    await restore();

    try {
      restore = await setLaunchPhase(db, 'after_deadline');
      const dates = await currentDates(db);
      await expectRegistrationClosed(page, 'after_deadline', dates.event_date_text);
      await expectLessonsClosed(page, { label: 'Ative o lembrete para a próxima turma', href: '/lista-espera' });

      await page.goto('/oferta');
      const cart = page.getByRole('region', { name: 'As vagas desta turma foram encerradas' });
      await expect(cart.getByRole('link', { name: 'Ative o lembrete para a próxima turma' })).toHaveAttribute(
        'href',
        '/lista-espera',
      );
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Fique de olho na próxima turma' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Prepare-se para a abertura' })).toHaveCount(0);

      await page.goto(thankYou);
      await expect(page.getByText(NOTICE.after_deadline)).toBeVisible();
      await expect(page.getByText(/^Início:/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Adicionar à agenda/ })).toHaveCount(0);
      await expect(
        page
          .getByRole('region', { name: 'Ative o lembrete para a próxima turma' })
          .getByRole('link', { name: 'Entrar na lista de espera' }),
      ).toHaveAttribute('href', '/lista-espera');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await db.query('delete from public.leads_lancamento where email = $1', [email]);
    }
  });
});
