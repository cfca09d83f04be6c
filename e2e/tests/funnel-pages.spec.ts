// The funnel's other pages in the composed site: waiting list, unsubscribe, Java setup guide, instructor,
// link-in-bio and privacy policy, against the run's local Supabase (real RPCs, stored rows checked through db).
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A lead registered through the public function, as the landing does; returns its unsubscribe token, which the
 * registration never returns (it reaches people only in the mailing's links): read here from the database.
 */
async function registerLead(db: pg.Pool, name: string, email: string): Promise<string> {
  await db.query("select token from public.register_lead($1, $2, '5511987654321', 'already_programmed')", [
    name,
    email,
  ]);
  const { rows } = await db.query<{ pesquisa_hash: string }>(
    'select pesquisa_hash from public.leads_lancamento where email = $1',
    [email],
  );
  return rows[0]!.pesquisa_hash;
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const waitlistSubmit = (page: Page) => page.getByRole('button', { name: /Ativar lembrete|Ativando lembrete\.\.\./ });

async function fillWaitlist(
  page: Page,
  values: { name: string; email: string; phone?: string; experience: 'Sim' | 'Não' },
) {
  await page.getByLabel('Nome completo').fill(values.name);
  await page.getByLabel('E-mail').fill(values.email);
  if (values.phone) await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially(values.phone);
  await page.getByLabel(values.experience, { exact: true }).check();
}

test.describe('waiting list /lista-espera', () => {
  test('joins once per double click, stores the row, and a repeat e-mail is success', async ({ page, db }) => {
    const email = uniqueEmail('espera');
    await page.goto('/lista-espera');
    await expect(page.getByRole('heading', { level: 1, name: 'Ative o lembrete para a próxima turma' })).toBeVisible();
    await expect(page.getByText('15% de desconto para quem está na lista')).toBeVisible();

    // The country picker with its search box.
    await page.getByRole('button', { name: /^País:/ }).click();
    await expect(page.getByPlaceholder('Buscar país...')).toBeVisible();
    await page.keyboard.press('Escape');

    await fillWaitlist(page, {
      name: 'Ana Espera',
      email: email.toUpperCase(),
      phone: '11987654321',
      experience: 'Sim',
    });
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rpc/join_waitlist')) requests += 1;
    });
    await waitlistSubmit(page).dblclick();
    await expect(page.getByRole('heading', { name: 'Lembrete Ativado com Sucesso!' })).toBeVisible();
    await expect(page.getByText('Aviso 24h antes')).toBeVisible();
    expect(requests).toBe(1);
    await expectNoSeriousA11yViolations(page);

    const { rows } = await db.query<{
      name: string;
      whatsapp: string | null;
      programming_experience: string;
      track: string;
      consent_given: boolean;
      status: string;
    }>(
      'select name, whatsapp, programming_experience, track, consent_given, status from public.lista_espera where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Ana Espera',
        whatsapp: '5511987654321',
        programming_experience: 'already_programmed',
        track: 'intermediaria',
        consent_given: true,
        status: 'active',
      },
    ]);

    // The same e-mail again: success, still one row.
    await page.goto('/lista-espera');
    await fillWaitlist(page, { name: 'Ana de Novo', email, experience: 'Não' });
    await waitlistSubmit(page).click();
    await expect(page.getByRole('heading', { name: 'Lembrete Ativado com Sucesso!' })).toBeVisible();
    const again = await db.query('select 1 from public.lista_espera where email = $1', [email]);
    expect(again.rowCount).toBe(1);
    await db.query('delete from public.lista_espera where email = $1', [email]);
  });

  test('keeps what was typed on a rejected WhatsApp, at 360 px, axe-clean in the light theme', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('semana-java:theme', JSON.stringify({ state: { theme: 'light' }, version: 0 })),
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/lista-espera');
    await fillWaitlist(page, { name: 'Bia', email: uniqueEmail('curto'), phone: '1198', experience: 'Não' });
    await waitlistSubmit(page).click();
    await expect(page.getByText('Por favor, digite um número de WhatsApp válido.')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Bia');
    await expect(page.getByRole('textbox', { name: /WhatsApp/ })).toHaveValue('(11) 98');
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Política de Privacidade' }).click();
    await expect(page.getByRole('dialog', { name: 'Política de Privacidade' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('unsubscribe /descadastro', () => {
  const proceed = (page: Page) => page.getByRole('button', { name: /Prosseguir com Cancelamento|Cancelando\.\.\./ });

  test('a valid link: greeting, reason "other" needs text, cancellation stored, then already cancelled', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('descadastro');
    const token = await registerLead(db, 'Carla Mendes Souza', email);
    await page.goto(`/descadastro?hash=${encodeURIComponent(token)}`);
    await expect(page.getByText(/Olá, Carla!/)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(6);
    await expect(proceed(page)).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Outro motivo').check();
    await expect(proceed(page)).toBeEnabled();
    await proceed(page).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, descreva o motivo do cancelamento.');
    await page.getByLabel('Descreva o motivo').fill('  Mudei de área  ');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rpc/cancel_subscription')) requests += 1;
    });
    await proceed(page).dblclick();
    await expect(page.getByRole('heading', { name: 'Inscrição Cancelada' })).toBeVisible();
    expect(requests).toBe(1);
    await expectNoSeriousA11yViolations(page);

    const { rows } = await db.query<{
      active: boolean;
      cancellation_reason: string;
      cancellation_other_reason: string;
      cancelled_by: string;
      last_updated_by: string;
    }>(
      'select active, cancellation_reason, cancellation_other_reason, cancelled_by, last_updated_by from public.leads_lancamento where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        active: false,
        cancellation_reason: 'other',
        cancellation_other_reason: 'Mudei de área',
        cancelled_by: 'unsubscribe_form',
        last_updated_by: 'unsubscribe_form',
      },
    ]);

    // The same link again.
    await page.goto(`/descadastro?hash=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Link Inválido' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Esta inscrição já foi cancelada anteriormente.');
    await db.query('delete from public.leads_lancamento where email = $1', [email]);
  });

  test('a listed reason is stored; "Manter Minha Inscrição" goes home and keeps the lead active', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('manter');
    const token = await registerLead(db, 'Davi', email);
    await page.goto(`/descadastro?hash=${encodeURIComponent(token)}`);
    await page.getByLabel('Recebo muitos e-mails').check();
    await page.getByRole('button', { name: 'Manter Minha Inscrição' }).click();
    await expect(page).toHaveURL(/\/inscricao/);
    const kept = await db.query<{ active: boolean }>('select active from public.leads_lancamento where email = $1', [
      email,
    ]);
    expect(kept.rows[0]!.active).toBe(true);

    await page.goto(`/descadastro?hash=${encodeURIComponent(token)}`);
    await page.getByLabel('Recebo muitos e-mails').check();
    await proceed(page).click();
    await expect(page.getByRole('heading', { name: 'Inscrição Cancelada' })).toBeVisible();
    const { rows } = await db.query<{
      active: boolean;
      cancellation_reason: string;
      cancellation_other_reason: string | null;
    }>('select active, cancellation_reason, cancellation_other_reason from public.leads_lancamento where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ active: false, cancellation_reason: 'too_many_emails', cancellation_other_reason: null }]);
    await db.query('delete from public.leads_lancamento where email = $1', [email]);
  });

  test('missing and unknown links are invalid, with a way back home', async ({ page }) => {
    await page.goto('/descadastro');
    await expect(page.getByRole('heading', { name: 'Link Inválido' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Link inválido. Parâmetro de identificação não encontrado.');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/descadastro?hash=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toHaveText(
      'Link inválido ou expirado. Não foi possível encontrar sua inscrição.',
    );
    await page.getByRole('button', { name: 'Voltar para a Página Inicial' }).click();
    await expect(page).toHaveURL(/\/inscricao/);
  });
});

test.describe('content pages', () => {
  test('/docs: JDK 17 for the three systems, both IDEs, verification commands', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Prepare seu ambiente Java 17' })).toBeVisible();
    for (const os of ['Windows', 'macOS', 'Linux'])
      await expect(page.getByRole('heading', { level: 3, name: os, exact: true })).toBeVisible();
    await expect(page.getByText('winget install --id EclipseAdoptium.Temurin.17.JDK -e')).toBeVisible();
    await expect(page.getByText('brew install --cask temurin@17')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'java -version' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'javac -version' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Extensões recomendadas para o VSCode' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'IntelliJ IDEA Community', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await noHorizontalScroll(page);
  });

  test('/instrutor: profile, subscribe, the two courses and "Acessar Cursos"', async ({ page }) => {
    await page.goto('/instrutor');
    await expect(page.getByText('+100k')).toBeVisible();
    await expect(page.getByText('500+')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inscrever-se no canal' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { name: 'Java Expert' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Spring Boot Pro' })).toBeVisible();
    await expect(page.getByText('2.5k+ alunos')).toBeVisible();
    await expect(page.getByText('1.8k+ alunos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acessar Cursos' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByText('Mais de 5.000 alunos já estudam com a gente.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await noHorizontalScroll(page);
  });

  for (const path of ['/bio', '/bio-link', '/privacy-policy']) {
    test(`${path} renders and is axe-clean`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/privacy-policy') {
        await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
        await expect(page.getByText('19 de maio de 2025')).toBeVisible();
      } else {
        await expect(page.getByRole('navigation', { name: 'Links' }).getByRole('link')).toHaveCount(6);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('light theme at 360 px: unsubscribe form, /docs and /instrutor fit and are axe-clean', async ({ page, db }) => {
  await page.addInitScript(() =>
    localStorage.setItem('semana-java:theme', JSON.stringify({ state: { theme: 'light' }, version: 0 })),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('claro');
  const token = await registerLead(db, 'Elis', email);
  await page.goto(`/descadastro?hash=${encodeURIComponent(token)}`);
  await page.getByLabel('Outro motivo').check();
  await expect(page.getByLabel('Descreva o motivo')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await db.query('delete from public.leads_lancamento where email = $1', [email]);
  for (const path of ['/docs', '/instrutor']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  }
});
