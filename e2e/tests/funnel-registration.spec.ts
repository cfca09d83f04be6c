// The registration funnel in the composed site: /inscricao -> thank-you page by track -> survey, against the run's
// local Supabase (real RPCs, real rows checked through the db fixture).
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const MESSAGES = {
  name: 'Por favor, preencha seu nome completo.',
  email: 'Por favor, preencha seu e-mail.',
  /** docs/contracts.md: the format message the spec does not word (the server answers the same). */
  emailInvalid: 'Por favor, informe um e-mail válido.',
  experience: 'Por favor, selecione sua experiência em programação.',
  whatsapp: 'Por favor, digite um número de WhatsApp válido.',
};

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const submit = (page: Page) => page.getByRole('button', { name: /Quero participar gratuitamente|Processando\.\.\./ });
const whatsapp = (page: Page) => page.getByRole('textbox', { name: /WhatsApp/ });

async function fillRegistration(
  page: Page,
  values: { name: string; email: string; experience: 'Sim, já programei' | 'Não, quero aprender'; phone: string },
) {
  await page.getByLabel('Nome completo').fill(values.name);
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel(values.experience).check();
  await whatsapp(page).pressSequentially(values.phone);
}

async function launch(db: import('pg').Pool, lancamento = 2) {
  const { rows } = await db.query<{
    group_link_intermediaria: string;
    group_link_iniciante: string;
    event_starts_at: Date;
    event_ends_at: Date;
    event_date_text: string;
    event_time_text: string;
  }>(
    `select group_link_intermediaria, group_link_iniciante, event_starts_at, event_ends_at, event_date_text, event_time_text
       from public.launches where lancamento = $1`,
    [lancamento],
  );
  return rows[0]!;
}

async function currentLaunch(db: import('pg').Pool): Promise<number> {
  const { rows } = await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current');
  return rows[0]!.lancamento;
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

async function answerSurvey(page: Page, dream: string) {
  const labels = [
    'Já estudei lógica de programação',
    'Falta de prática com projetos reais',
    'Trabalhar de forma remota',
    'Falta de tempo',
    'De R$ 3.001 a R$ 7.000',
    'YouTube',
  ];
  await expect(page.getByText('Pergunta 1 de 7')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  for (const [i, label] of labels.entries()) {
    await expect(page.getByText(`Pergunta ${i + 1} de 7`)).toBeVisible();
    await page.getByRole('button', { name: label, exact: true }).click();
  }
  await expect(page.getByText('Pergunta 7 de 7')).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('Qual seria o seu maior sonho realizado com Java?').fill(dream);
  await finish.click();
}

test.describe('registration landing /inscricao', () => {
  test('shows the hero with the current launch date, the sections and a clean axe scan', async ({ page, db }) => {
    const current = await launch(db, await currentLaunch(db));
    await page.goto('/inscricao');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hero: the event date and time of the current launch (the seed dates it a week after the run's start).
    await expect(
      page.getByText(`${current.event_date_text} às ${current.event_time_text}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Para quem é a Semana Java' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quem vai te ensinar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /contato@semanajava\.com\.br/ }),
    ).toBeVisible();
    // Counters reach their targets.
    await page.getByRole('heading', { name: 'Quem vai te ensinar' }).scrollIntoViewIfNeeded();
    const counters = page.getByRole('region', { name: 'Quem vai te ensinar' }).getByTestId('animated-value');
    await expect(counters).toHaveText(['+200', '+5.000']);
    await expectNoSeriousA11yViolations(page);
  });

  test('the FAQ has 5 questions and the benefits button scrolls back to the form', async ({ page }) => {
    await page.goto('/inscricao');
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await expect(faq.getByRole('button')).toHaveCount(5);
    await faq.getByRole('button', { name: 'As aulas ficam gravadas?' }).click();
    await expect(faq.getByText(/até o encerramento do evento/)).toBeVisible();
    await page.getByRole('button', { name: 'Quero me inscrever agora' }).click();
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the country picker (open, searched, empty result) and a shown validation message pass axe', async ({
    page,
  }) => {
    await page.goto('/inscricao');
    const picker = page.getByRole('button', { name: /^País: Brasil \(\s*\+55\s*\)$/ });
    // Usable from the first paint (a tap before the takeover is held and carried out by the live page).
    await expect(picker).toBeEnabled();
    await expect(whatsapp(page)).toBeEnabled();
    await expect(picker).toHaveText(/\+55/);
    await expect(whatsapp(page)).toHaveAttribute('placeholder', '11999999999');
    await whatsapp(page).pressSequentially('11987654321');
    await picker.click();
    const search = page.getByPlaceholder('Buscar país...');
    await expect(search).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Países' }).getByRole('option').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await search.fill('zzzz');
    await expect(page.getByText('Nenhum país encontrado')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await search.fill('Portugal');
    await page.getByRole('option', { name: /Portugal/ }).click();
    // Choosing a country clears the number and applies its dial code.
    await expect(page.getByRole('button', { name: /^País: Portugal \(\s*\+351\s*\)$/ })).toBeVisible();
    await expect(whatsapp(page)).toHaveValue('');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.name);
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('the privacy policy opens in a modal from the form', async ({ page }) => {
    await page.goto('/inscricao');
    await page.getByRole('button', { name: 'Política de Privacidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Política de Privacidade' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows each validation message in the spec order and keeps what was typed', async ({ page, db }) => {
    const email = uniqueEmail('validation');
    await page.goto('/inscricao');
    // A malformed e-mail does not jump the order (no browser bubble before the name message).
    await page.getByLabel('E-mail').fill('ana');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.name);
    await page.getByLabel('Nome completo').fill('Ana Souza');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailInvalid);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.getByLabel('E-mail').fill('');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.email);
    await page.getByLabel('E-mail').fill(email);
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.experience);
    await page.getByLabel('Não, quero aprender').check();
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.whatsapp);
    await whatsapp(page).pressSequentially('1198765');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.whatsapp);
    await expect(page).toHaveURL(/\/inscricao$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Souza');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Não, quero aprender')).toBeChecked();
    const { rows } = await db.query('select 1 from public.leads_lancamento where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  test('a beginner lands on /inscricao/obrigado-2 with the token; lead, consent and UTM are stored', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('iniciante');
    await page.goto('/inscricao?utm_source=instagram&utm_medium=social&utm_campaign=semana-java-e2e&utm_content=story');
    await fillRegistration(page, {
      name: 'Bruna Lima',
      email: email.toUpperCase(),
      experience: 'Não, quero aprender',
      phone: '11987654321',
    });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rpc/register_lead')) requests.push(r.url());
    });
    // Hold the real request until the submitting state has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/register_lead', async (route) => {
      await held;
      await route.continue();
    });
    await submit(page).dblclick();
    await expect(submit(page)).toHaveText('Processando...');
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByLabel('Nome completo')).toBeDisabled();
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expect(whatsapp(page)).toBeDisabled();
    await expect(page.getByLabel('Sim, já programei')).toBeDisabled();
    await submit(page).click({ force: true });
    release();
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=[A-Za-z0-9_-]{22,}$/);
    const token = new URL(page.url()).searchParams.get('data');
    expect(requests).toHaveLength(1);
    const { rows } = await db.query(
      `select name, email, whatsapp, programming_experience, track, lancamento, pesquisa_hash, utm_source, utm_medium,
              utm_campaign, utm_content, utm_term, consent_given, consent_ip, consent_user_agent, consent_language,
              privacy_policy_version, data_usage_purposes, last_updated_by, active
         from public.leads_lancamento where email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Bruna Lima',
      whatsapp: '5511987654321',
      programming_experience: 'want_to_learn',
      track: 'iniciante',
      lancamento: await currentLaunch(db),
      // The consent IP is the address the gateway saw (the browser's), never a header the page could set.
      consent_ip: '127.0.0.1',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'semana-java-e2e',
      utm_content: 'story',
      consent_given: true,
      consent_language: 'pt-BR',
      privacy_policy_version: '1.0',
      data_usage_purposes: ['marketing', 'analytics'],
      last_updated_by: 'web_form',
      active: true,
    });
    expect(rows[0].consent_user_agent).toContain('Chrome');
    // The page's token is for this registration only: it is not the unsubscribe token.
    expect(rows[0].pesquisa_hash).not.toBe(token);
    await expect(page.getByText('Bruna, sua inscrição foi recebida')).toBeVisible();
  });

  test("a failed registration shows the spec's message and keeps what was typed", async ({ page, db }) => {
    const email = uniqueEmail('falha');
    await page.goto('/inscricao');
    await fillRegistration(page, { name: 'Fábio Nunes', email, experience: 'Sim, já programei', phone: '11912345678' });
    await page.route('**/rest/v1/rpc/register_lead', (route) => route.abort('connectionrefused'));
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Ocorreu um erro ao realizar sua inscrição. Por favor, tente novamente.',
    );
    await expect(page).toHaveURL(/\/inscricao$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Fábio Nunes');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(whatsapp(page)).toHaveValue('(11) 91234-5678');
    await expect(page.getByLabel('Sim, já programei')).toBeChecked();
    await expect(submit(page)).toBeEnabled();
    // The connection is back: the same form goes through.
    await page.unroute('**/rest/v1/rpc/register_lead');
    await submit(page).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado\?data=/);
    const { rows } = await db.query('select track from public.leads_lancamento where email = $1', [email]);
    expect(rows).toEqual([{ track: 'intermediaria' }]);
  });

  test('a repeat registration keeps the stored lead, records a further contact, and each link shows its own attempt', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('repeat');
    await page.goto('/inscricao');
    await fillRegistration(page, {
      name: 'Carlos Dias',
      email,
      experience: 'Não, quero aprender',
      phone: '21912345678',
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
    const first = new URL(page.url()).searchParams.get('data');
    const unsubscribe = (await db.query('select pesquisa_hash from public.leads_lancamento where email = $1', [email]))
      .rows[0].pesquisa_hash;

    // Someone else types the same e-mail with other data: the thank-you page greets what this attempt typed.
    await page.goto('/inscricao');
    await fillRegistration(page, { name: 'Carla Souza', email, experience: 'Sim, já programei', phone: '21987654321' });
    await submit(page).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado\?data=/);
    await expect(page.getByText('Carla, sua inscrição foi recebida')).toBeVisible();
    const second = new URL(page.url()).searchParams.get('data');
    expect(second).not.toBe(first);
    const { rows } = await db.query(
      'select id, name, whatsapp, programming_experience, track, pesquisa_hash from public.leads_lancamento where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        name: 'Carlos Dias',
        whatsapp: '5521912345678',
        programming_experience: 'want_to_learn',
        track: 'iniciante',
        pesquisa_hash: unsubscribe,
      },
    ]);
    const contacts = await db.query(
      'select name, whatsapp, programming_experience, consent_ip from private.further_contacts where lead_id = $1',
      [rows[0].id],
    );
    expect(contacts.rows).toEqual([
      {
        name: 'Carla Souza',
        whatsapp: '5521987654321',
        programming_experience: 'already_programmed',
        consent_ip: '127.0.0.1',
      },
    ]);
    // The first link still works and still shows the first attempt.
    await page.goto(`/inscricao/obrigado-2?data=${first}`);
    await expect(page.getByText('Carlos, sua inscrição foi recebida')).toBeVisible();
  });

  test("too many registrations of one e-mail: 'Muitas tentativas...' and what was typed stays", async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('limite');
    // Five registrations of the e-mail in the last ten minutes (the per-e-mail limit).
    for (let i = 0; i < 5; i += 1) {
      await db.query("select public.register_lead('Lia Prado', $1, '5511987654321', 'want_to_learn')", [email]);
    }
    await page.goto('/inscricao');
    await fillRegistration(page, { name: 'Lia Prado', email, experience: 'Não, quero aprender', phone: '11987654321' });
    const answer = page.waitForResponse('**/rest/v1/rpc/register_lead');
    await submit(page).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    await expect(page).toHaveURL(/\/inscricao$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Lia Prado');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(whatsapp(page)).toHaveValue('(11) 98765-4321');
    await expect(page.getByLabel('Não, quero aprender')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('thank-you pages and survey', () => {
  test('experienced track: 90% bar, group and calendar links from the launch, schedule, survey end to end', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('survey');
    await page.goto('/inscricao');
    await fillRegistration(page, {
      name: 'Daniela Rocha',
      email,
      experience: 'Sim, já programei',
      phone: '31998765432',
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado\?data=/);
    const settings = await launch(db, await currentLaunch(db));

    await expect(page.getByText('Daniela, sua inscrição foi recebida')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parabéns! Falta só um passo');
    await expect(page.getByRole('progressbar', { name: 'Sua inscrição está 90% concluída' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    await expect(page.getByRole('progressbar', { name: 'Pergunta 1 de 7' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Por que entrar no grupo?' })).toBeVisible();
    const group = page
      .getByRole('region', { name: 'Por que entrar no grupo?' })
      .getByRole('link', { name: /Entrar no grupo do WhatsApp/ });
    await expect(group).toHaveAttribute('href', settings.group_link_intermediaria);
    await expect(group).toHaveAttribute('target', '_blank');
    const calendar = page.getByRole('link', { name: /Adicionar à agenda/ });
    await expect(calendar).toHaveAttribute('target', '_blank');
    const calendarUrl = new URL((await calendar.getAttribute('href'))!);
    expect(calendarUrl.searchParams.get('dates')).toBe(
      `${stamp(settings.event_starts_at)}/${stamp(settings.event_ends_at)}`,
    );
    await expect(
      page
        .getByRole('region', { name: 'Programação das aulas' })
        .getByRole('listitem')
        .filter({ hasText: /^Dia \d/ }),
    ).toHaveCount(3);
    await expect(page.getByText('Back-end com Spring Boot')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await answerSurvey(page, 'Trabalhar como dev Java pleno');
    const done = page.getByText('Obrigado por responder!');
    await expect(done).toBeVisible();
    await expect(done).toBeInViewport();
    await expect(page.getByRole('status').getByRole('link', { name: /Entrar no grupo do WhatsApp/ })).toHaveAttribute(
      'href',
      settings.group_link_intermediaria,
    );
    const { rows } = await db.query(
      `select experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado,
              consumo_conteudo, faixa_salarial, lancamento from public.respostas_pesquisa where email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        experiencia_programacao: 'estudei_logica',
        maior_dificuldade: 'falta_pratica',
        atracao_carreira: 'trabalho_remoto',
        fator_bloqueio: 'falta_tempo',
        sonho_realizado: 'Trabalhar como dev Java pleno',
        consumo_conteudo: 'youtube',
        faixa_salarial: 'de_3001_a_7000',
        lancamento: await currentLaunch(db),
      },
    ]);
  });

  test('beginner track page and /pesquisa: answering again never overwrites the answers given', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('pesquisa');
    await page.goto('/inscricao');
    await fillRegistration(page, {
      name: 'Eduardo Alves',
      email,
      experience: 'Não, quero aprender',
      phone: '41987651234',
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
    const token = new URL(page.url()).searchParams.get('data')!;
    const settings = await launch(db, await currentLaunch(db));
    await expect(page.getByText('Seus primeiros passos em Java')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Por que entrar no grupo?' })
        .getByRole('link', { name: /Entrar no grupo do WhatsApp/ }),
    ).toHaveAttribute('href', settings.group_link_iniciante);
    await expectNoSeriousA11yViolations(page);
    await answerSurvey(page, 'Primeiro emprego');
    await expect(page.getByText('Obrigado por responder!')).toBeVisible();

    await page.goto(`/pesquisa?data=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisa Rápida' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await answerSurvey(page, 'Ser dev Java sênior');
    await expect(page.getByText('Obrigado por responder!')).toBeVisible();
    // The answers already given stay (an anonymous call never overwrites them).
    const { rows } = await db.query('select sonho_realizado from public.respostas_pesquisa where email = $1', [email]);
    expect(rows).toEqual([{ sonho_realizado: 'Primeiro emprego' }]);
  });

  test("the survey shows the spec's save messages and keeps the answers; a lead that is gone cannot answer", async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('pesquisa-erro');
    await page.goto('/inscricao');
    await fillRegistration(page, {
      name: 'Gabriela Costa',
      email,
      experience: 'Sim, já programei',
      phone: '51987654321',
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado\?data=/);
    const token = new URL(page.url()).searchParams.get('data')!;

    // The token check fails (no connection): the spec's 'Erro ao verificar sua inscrição: {detail}', with a retry.
    await page.route('**/rest/v1/rpc/get_survey_context', (route) => route.abort('connectionrefused'));
    await page.goto(`/pesquisa?data=${token}`);
    await expect(page.getByRole('alert')).toContainText('Erro ao verificar sua inscrição: sem conexão com o servidor');
    await page.unroute('**/rest/v1/rpc/get_survey_context');
    await page.getByRole('button', { name: 'Tentar Novamente', exact: true }).click();
    await expect(page.getByText('Pergunta 1 de 7')).toBeVisible();

    // Saving fails (no connection): 'Erro ao salvar suas respostas: {detail}', answers kept.
    await page.route('**/rest/v1/rpc/save_survey_answers', (route) => route.abort('connectionrefused'));
    await answerSurvey(page, 'Liderar um time Java');
    await expect(page.getByRole('alert')).toHaveText('Erro ao salvar suas respostas: sem conexão com o servidor');
    await expect(page.getByLabel('Qual seria o seu maior sonho realizado com Java?')).toHaveValue(
      'Liderar um time Java',
    );
    await page.unroute('**/rest/v1/rpc/save_survey_answers');

    // The lead no longer exists: 'Você precisa se inscrever primeiro antes de responder o questionário.'
    await db.query('delete from public.leads_lancamento where email = $1', [email]);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Você precisa se inscrever primeiro antes de responder o questionário.',
    );
    await expect(page.getByText('Pergunta 7 de 7')).toBeVisible();
    const { rows } = await db.query('select 1 from public.respostas_pesquisa where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  for (const path of ['/inscricao/obrigado', '/inscricao/obrigado-2', '/obrigado', '/obrigado-2', '/pesquisa']) {
    test(`${path} without data or with an unknown token replaces itself with /inscricao`, async ({ page }) => {
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
      await page.goto(path);
      await expect(page).toHaveURL(/\/inscricao$/);
      await page.goto(`${path}?data=${'x'.repeat(32)}`);
      await expect(page).toHaveURL(/\/inscricao$/);
      // replace: going back skips the thank-you / survey page.
      await page.goBack();
      await expect(page).toHaveURL(/\/inscricao$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/privacy-policy$/);
    });
  }
});
