// The insights screens (mfe-dashboards): launch funnel, survey results with the dreams list and its CSV export, the
// status history on a hot lead's row and the hot-lead CSV export, launch settings (a new launch becoming current),
// and LGPD anonymisation (the person leaves every list, the totals stay); an axe scan of each screen.
// Data goes straight into the run's database with unique values and is removed at the end of each test.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { addLaunch } from '../src/db.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A launch number no seed or other spec uses. */
const testLaunch = () => 7000 + Math.floor(Math.random() * 2000);

async function downloadText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; text: string; bytes: Buffer }> {
  const pending = page.waitForEvent('download');
  await click();
  const download = await pending;
  const path = await download.path();
  const bytes = await readFile(path);
  return { download, bytes, text: bytes.toString('utf8') };
}

test('funnel and survey results of a launch; survey CSV export with BOM and formula guard', async ({
  page,
  db,
  signInAsStaff,
}) => {
  const tag = uid();
  const launch = testLaunch();
  // The selectors list the launches rows: the test launch is one.
  await addLaunch(db, launch, `Semana e2e ${launch}`);
  const emails = [`f1.${tag}@exemplo.com`, `f2.${tag}@exemplo.com`, `f3.${tag}@exemplo.com`];
  await db.query(
    `insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_campaign, lancamento)
     values ('Ana', $1, 'want_to_learn', 'iniciante', 'google', 'black', $4), ('Bia', $2, 'want_to_learn', 'iniciante', 'google', null, $4),
            ('Caio', $3, 'want_to_learn', 'iniciante', null, null, $4)`,
    [...emails, launch],
  );
  await db.query(
    `insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial)
     values ($1, $3, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', '=HYPERLINK("http://x") ação ${tag}', 'youtube', 'ate_3000'),
            ($2, $3, 'pleno_senior', 'falta_pratica', 'criar_projetos', 'java_dificil', 'Virar tech lead ${tag}', 'instagram', 'acima_12000')`,
    [emails[0], emails[1], launch],
  );
  // Data built to break the old funnel: two intents without registration (one sold without the redirect flag) and a
  // cold-lead conversion, which used to count as 'Intenção de compra' and push it above 100%.
  await db.query(
    `insert into public.purchase_leads (name, email, lancamento, utm_source, utm_campaign, utm_id, status, redirected_to_payment)
     values ('Ana', $1, $2, 'google', 'black', null, 'VENDIDO', true),
            ('Sem inscrição', $3, $2, 'google', null, null, 'VENDIDO', false),
            ('Sem inscrição 2', $4, $2, 'google', null, null, 'NOVO', true),
            ('Contato frio', $5, $2, 'cold_lead_conversion', 'Grupo', 'cold_1', 'NOVO', false)`,
    [emails[0], launch, `x1.${tag}@exemplo.com`, `x2.${tag}@exemplo.com`, `frio.${tag}@temporario.invalid`],
  );
  try {
    await signInAsStaff('/campanhas/funil');
    await expect(page.getByRole('heading', { name: 'Funil do Lançamento' })).toBeVisible();
    await page.getByLabel('Lançamento').selectOption(String(launch));
    const funnel = page.getByRole('table', { name: `Funil do lançamento ${launch}` });
    // Nested sets: each step of the one before and of the first, never above 100%.
    await expect(funnel.getByRole('row')).toHaveText([
      /Etapa/,
      /^Inscritos3—100,00%/,
      /^Responderam a pesquisa266,67%66,67%/,
      /^Intenção de compra150,00%33,33%/,
      /^Redirecionados ao checkout1100,00%33,33%/,
      /^Vendidos1100,00%33,33%/,
    ]);
    const outside = page.getByRole('table', { name: 'Intenções de compra fora do funil' });
    await expect(outside.getByRole('row')).toHaveText([
      /Grupo/,
      /^Inscritos com intenção de compra que não responderam a pesquisa000$/,
      /^Intenções de compra sem inscrição no lançamento221$/,
      /^Leads frios convertidos \(sem inscrição\)100$/,
    ]);
    await page.getByLabel('Fonte (utm_source)').selectOption('google');
    await expect(funnel.getByRole('row', { name: /Inscritos/ })).toHaveText(/^Inscritos2—/);
    await page.getByLabel('Campanha (utm_campaign)').selectOption('black');
    await expect(funnel.getByRole('row', { name: /Inscritos/ })).toHaveText(/^Inscritos1—/);
    await expectNoSeriousA11yViolations(page);

    // /campanhas: leads per day (chart and its text summary) and the UTM breakdowns beside source and medium.
    await page.getByRole('link', { name: 'Origem dos Leads' }).click();
    // The page starts on the current launch: wait for it before choosing the test launch.
    await expect(page.getByRole('button', { name: 'Filtrar' })).toBeVisible();
    await page.getByLabel('Lançamento').selectOption(String(launch));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('region', { name: 'Leads por dia' })).toContainText('3 leads em 1 dia(s)');
    await expect(page.getByRole('region', { name: 'Leads por dia' }).locator('.recharts-bar-rectangle')).toHaveCount(1);
    const breakdown = page.getByRole('table', { name: 'Campanha (utm_campaign)' });
    await expect(breakdown.getByRole('row')).toHaveText([/Valor/, /^Sem valor267%$/, /^black133%$/]);
    await page.getByLabel('Dividir por').selectOption('term');
    await expect(page.getByRole('table', { name: 'Termo (utm_term)' }).getByRole('row')).toHaveText([
      /Valor/,
      /^Sem valor3100%$/,
    ]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Pesquisa' }).click();
    await expect(page.getByRole('heading', { name: 'Resultados da Pesquisa' })).toBeVisible();
    await page.getByLabel('Lançamento').selectOption(String(launch));
    const experience = page.getByRole('table', { name: 'Onde você está hoje na programação?' });
    await expect(experience.getByRole('row', { name: /Nunca tive contato/ })).toHaveText(
      /Nunca tive contato com programação150,0%/,
    );
    await expect(experience.getByRole('row', { name: /pleno ou sênior/ })).toHaveText(/150,0%/);
    await expect(page.getByRole('region', { name: 'Respostas por dia' })).toContainText('2 respostas em 1 dia(s)');
    const dreams = page.getByRole('list', { name: 'Respostas' });
    await expect(dreams.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Buscar', { exact: true }).fill('tech lead');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(dreams.getByRole('listitem')).toHaveCount(1);
    await expect(dreams).toContainText(`Virar tech lead ${tag}`);
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    await expect(dreams.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const { download, bytes, text } = await downloadText(page, () =>
      page.getByRole('button', { name: 'Exportar respostas (CSV)' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^respostas-pesquisa-lancamento-${launch}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'E-mail;Lançamento;Experiência;Maior dificuldade;Atração pela carreira;Fator de bloqueio;Sonho;Consumo de conteúdo;Faixa salarial;Respondido em',
    );
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://x"") ação ${tag}"`);
    expect(text).toContain('Nunca tive contato com programação');
  } finally {
    await db.query('delete from public.purchase_leads where lancamento = $1', [launch]);
    await db.query('delete from public.respostas_pesquisa where lancamento = $1', [launch]);
    await db.query('delete from public.leads_lancamento where lancamento = $1', [launch]);
    await db.query('delete from public.launches where lancamento = $1', [launch]);
  }
});

test('a status change appears in the lead history; hot-lead CSV export is guarded', async ({
  page,
  db,
  env,
  signInAsStaff,
}) => {
  const tag = uid();
  const name = `@Lead ${tag}`;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.purchase_leads (name, email, whatsapp, lancamento, utm_source, created_at)
     values ($1, $2, '5511988887777', 1, '+campanha', now() + interval '1 day') returning id::text`,
    [name, `hist.${tag}@exemplo.com`],
  );
  const id = rows[0]!.id;
  await db.query(
    `insert into public.cold_leads (country_code, phone_number, saved_name, lancamento) values ('55', $1, $2, 3)`,
    [`119${String(Date.now()).slice(-8)}`, `-Frio ${tag}`],
  );
  try {
    await signInAsStaff('/compras');
    await page.getByLabel('Lançamento').selectOption('1');
    await page.getByRole('button', { name: `Ver histórico de ${name}` }).click();
    await expect(page.getByText('Nenhuma mudança de status registrada.')).toBeVisible();
    await page.getByLabel(`Status de ${name}`).selectOption('CONTATADO');
    await expect(page.getByLabel(`Status de ${name}`)).toBeEnabled();
    const history = page.getByRole('list', { name: `Mudanças de status: ${name}` });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(`Novo → Contatado por ${env.staffEmail}`);
    await page.getByLabel(`Status de ${name}`).selectOption('VENDIDO');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Contatado → Vendido');
    // Bulk change: recorded too.
    await page.getByLabel(`Selecionar ${name}`).check();
    await page.getByLabel('Novo status').selectOption('AGUARDANDO PAGAMENTO');
    await page.getByRole('button', { name: 'Alterar status' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Alterar status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status alterado para 1 leads!' })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText(
      `Vendido → Aguardando Pagamento por ${env.staffEmail}`,
    );
    const stored = await db.query(
      'select from_status, to_status, changed_by_email from public.purchase_lead_status_history where purchase_lead_id = $1 order by id',
      [id],
    );
    expect(stored.rows).toEqual([
      { from_status: 'NOVO', to_status: 'CONTATADO', changed_by_email: env.staffEmail },
      { from_status: 'CONTATADO', to_status: 'VENDIDO', changed_by_email: env.staffEmail },
      { from_status: 'VENDIDO', to_status: 'AGUARDANDO PAGAMENTO', changed_by_email: env.staffEmail },
    ]);
    await expectNoSeriousA11yViolations(page);

    const { bytes, text } = await downloadText(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const line = text.split('\r\n').find((l) => l.includes(tag));
    expect(line).toBeDefined();
    // ';' separated, the phone in international format (text in pt-BR Excel, no guard), the status in Portuguese, the
    // formula guard on the rest.
    expect(
      line!.startsWith(`${id};'@Lead ${tag};hist.${tag}@exemplo.com;+55 11 98888 7777;1;Aguardando Pagamento;`),
    ).toBe(true);
    expect(line).toContain(";'+campanha;");

    // Cold list export: the current filter (launch 3, search) only.
    await page.getByRole('button', { name: 'Leads Frios' }).click();
    // The selector settles on the current launch once its options load: choose launch 3 until it stays chosen.
    await expect(async () => {
      await page.getByLabel('Lançamento').selectOption('3');
      await expect(page.getByLabel('Lançamento')).toHaveValue('3', { timeout: 1000 });
    }).toPass();
    await page.getByLabel('Buscar por nome ou telefone').fill(tag);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText(`-Frio ${tag}`)).toBeVisible();
    const cold = await downloadText(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
    expect([...cold.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const coldLines = cold.text.slice(1).split('\r\n').filter(Boolean);
    expect(coldLines).toHaveLength(2);
    // The phones written as pt-BR Excel keeps them (text): national and international, no formula guard.
    expect(coldLines[1]).toMatch(new RegExp(`^\\d+;'-Frio ${tag};55;\\(11\\) 9\\d{4}-\\d{4};\\+55 11 9\\d{4} \\d{4};`));
  } finally {
    await db.query('delete from public.cold_leads where saved_name = $1', [`-Frio ${tag}`]);
    await db.query('delete from public.purchase_leads where id = $1', [id]);
  }
});

test('a new launch is created, edited and becomes current for the public pages', async ({
  page,
  db,
  env,
  signInAsStaff,
}) => {
  const before = await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current');
  const previous = before.rows[0]?.lancamento;
  const max = (await db.query<{ max: number }>('select max(lancamento) as max from public.launches')).rows[0]!.max;
  const next = max + 1;
  try {
    await signInAsStaff('/campanhas/lancamentos');
    await expect(page.getByRole('heading', { name: 'Configurações de Lançamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar próximo lançamento' }).click();
    const form = page.getByRole('form', { name: 'Novo lançamento' });
    await expect(form.getByLabel('Número do lançamento')).toHaveValue(String(next));
    await form.getByLabel('Checkout avançado', { exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Criar lançamento' }).click();
    await expect(form.getByRole('alert')).toHaveText('Link inválido: use um endereço http:// ou https://.');
    await form.getByLabel('Checkout avançado', { exact: true }).fill(`https://pay.hotmart.com/e2e-${next}`);
    await form.getByLabel('Nome').fill(`Semana Java e2e ${next}`);
    await form.getByRole('button', { name: 'Criar lançamento' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Lançamento ${next} salvo com sucesso!` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Semana Java e2e ${next}`) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Tornar atual o lançamento ${next}` }).click();
    // It asks first, saying what changes.
    const confirm = page.getByRole('dialog', { name: 'Confirmação' });
    await expect(confirm).toContainText(`As páginas públicas passam a mostrar o lançamento ${next} imediatamente.`);
    await confirm.getByRole('button', { name: 'Tornar atual' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Semana Java e2e ${next}`) })).toContainText('Atual');
    const current = await db.query('select lancamento, checkout_url_advanced from public.launches where is_current');
    expect(current.rows).toEqual([{ lancamento: next, checkout_url_advanced: `https://pay.hotmart.com/e2e-${next}` }]);
    // What the public pages read (data-client fetchCurrentLaunch: launches where is_current, anon key).
    const response = await fetch(`${env.supabaseUrl}/rest/v1/launches?is_current=eq.true&select=lancamento,name`, {
      headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}` },
    });
    expect(await response.json()).toEqual([{ lancamento: next, name: `Semana Java e2e ${next}` }]);
  } finally {
    if (previous !== undefined) await db.query('update public.launches set is_current = (lancamento = $1)', [previous]);
    await db.query('delete from public.launches where lancamento = $1', [next]);
  }
});

test('an anonymised person leaves every list while the totals stay', async ({ page, db, signInAsStaff }) => {
  const tag = uid();
  const email = `lgpd.${tag}@exemplo.com`;
  const name = `Titular ${tag}`;
  const phone = `5511${String(Date.now()).slice(-8)}`;
  await db.query(
    `insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, utm_source, lancamento)
     values ($1, $2, $3, 'want_to_learn', 'iniciante', 'lgpd-e2e', 1)`,
    [name, email, phone],
  );
  await db.query(
    `insert into public.purchase_leads (name, email, whatsapp, lancamento, created_at) values ($1, $2, $3, 1, now() + interval '1 day')`,
    [name, email, phone],
  );
  const coldId = (
    await db.query<{ id: string }>(
      `insert into public.cold_leads (country_code, phone_number, saved_name, lancamento) values ('55', $1, $2, 3) returning id::text`,
      [phone.slice(2), name],
    )
  ).rows[0]!.id;
  // A survey answer under a second e-mail, reachable only through the purchase lead's phone (identifier closure).
  const otherEmail = `lgpd2.${tag}@exemplo.com`;
  await db.query(
    `insert into public.purchase_leads (name, email, whatsapp, lancamento, created_at) values ($1, $2, $3, 2, now() + interval '1 day')`,
    [name, otherEmail, `+${phone}`],
  );
  const surveyId = (
    await db.query<{ id: string }>(
      `insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial)
     values ($1, 2, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', $2, 'youtube', 'ate_3000') returning id::text`,
      [otherEmail, `Sonho de ${name}`],
    )
  ).rows[0]!.id;
  const totals = async () =>
    (
      await db.query(
        `select (select count(*) from public.leads_lancamento where lancamento = 1) as leads,
            (select count(*) from public.purchase_leads where lancamento in (1, 2)) as hot,
            (select count(*) from public.respostas_pesquisa where lancamento = 2) as survey,
            (select count(*) from public.cold_leads where lancamento = 3) as cold,
            (select count(*) from public.cold_leads where lancamento = 3 and country_code = '55') as brazil`,
      )
    ).rows[0];
  const before = await totals();
  try {
    await signInAsStaff('/campanhas/lgpd');
    await expect(page.getByRole('heading', { name: 'Solicitações de Titulares (LGPD)' })).toBeVisible();
    // E-mail only: the phone on the registration leads to the cold lead and the second purchase lead, whose e-mail
    // leads to the survey answer.
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Buscar registros' }).click();
    await expect(page.getByRole('heading', { name: '5 registro(s) encontrado(s)' })).toBeVisible();
    await expect(page.getByText(/Identificadores do titular/)).toContainText(
      `e-mails: ${email}, ${otherEmail}; telefones: ${phone}`,
    );
    await expectNoSeriousA11yViolations(page);

    const { text } = await downloadText(page, () =>
      page.getByRole('button', { name: 'Exportar dados (JSON)' }).click(),
    );
    expect(JSON.parse(text).records.purchase_leads[0].email).toBe(email);

    await page.getByRole('button', { name: 'Anonimizar dados' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anonimizar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dados anonimizados: 5 registro(s).' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '0 registro(s) encontrado(s)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Últimas solicitações' })).toContainText('Anonimização');
    expect(await totals()).toEqual(before);

    await page.getByRole('link', { name: 'Leads de Compra' }).click();
    await page.getByLabel('Lançamento').selectOption('1');
    await expect(page.getByText('Total de Leads')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByRole('button', { name: 'Leads Frios' }).click();
    // The selector settles on the current launch once its options load: choose launch 3 until it stays chosen.
    await expect(async () => {
      await page.getByLabel('Lançamento').selectOption('3');
      await expect(page.getByLabel('Lançamento')).toHaveValue('3', { timeout: 1000 });
    }).toPass();
    await expect(page.getByText('Total', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    const leftovers = await db.query(
      `select (select count(*) from public.leads_lancamento where email = $1 or name = $2)
            + (select count(*) from public.purchase_leads where email = $1 or name = $2)
            + (select count(*) from public.cold_leads where saved_name = $2)
            + (select count(*) from public.respostas_pesquisa where email = $3 or sonho_realizado like '%' || $2) as n`,
      [email, name, otherEmail],
    );
    expect(Number(leftovers.rows[0].n)).toBe(0);
    const cold = await db.query(
      'select country_code, is_active, anonymised_at is not null as anonymised from public.cold_leads where id = $1',
      [coldId],
    );
    expect(cold.rows).toEqual([{ country_code: '55', is_active: false, anonymised: true }]);
  } finally {
    await db.query(`delete from public.leads_lancamento where utm_source = 'lgpd-e2e' or email = $1`, [email]);
    await db.query(
      `delete from public.purchase_leads where email in ($1, $2) or (name = 'Anonimizado' and created_at > now() + interval '12 hours')`,
      [email, otherEmail],
    );
    await db.query('delete from public.respostas_pesquisa where id = $1', [surveyId]);
    await db.query(`delete from public.cold_leads where id = $1 or phone_number = $2`, [coldId, phone.slice(2)]);
  }
});

test('exports hold every row of the filter, more than one screen page, in columns for pt-BR Excel', async ({
  page,
  db,
  signInAsStaff,
}) => {
  const tag = uid();
  const status = 'AGUARDANDO PAGAMENTO PARCELADO';
  // 60 hot leads in launch 2 with one status (the board shows at most 50), 130 cold leads in launch 3 (20 a page).
  await db.query(
    `insert into public.purchase_leads (name, email, whatsapp, lancamento, status)
     select 'Lote ' || $1 || ' ' || n, 'lote' || n || '.' || $1 || '@exemplo.com', '+55 (11) 9' || lpad(n::text, 4, '0') || '-0000', 2, $2
     from generate_series(1, 60) n`,
    [tag, status],
  );
  await db.query(
    `insert into public.cold_leads (country_code, phone_number, saved_name, lancamento)
     select '55', '2198' || lpad(n::text, 3, '0') || right($2, 4), 'Lote ' || $1 || ' ' || n, 3 from generate_series(1, 130) n`,
    [tag, String(Date.now())],
  );
  try {
    await signInAsStaff('/compras');
    await page.getByLabel('Lançamento').selectOption('2');
    await page.getByLabel('Status', { exact: true }).selectOption(status);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(50);
    const expected = Number(
      (
        await db.query<{ n: string }>(
          'select count(*) as n from public.purchase_leads where lancamento = 2 and status = $1',
          [status],
        )
      ).rows[0]!.n,
    );
    expect(expected).toBeGreaterThanOrEqual(60);
    const hot = await downloadText(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
    expect([...hot.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const hotLines = hot.text.slice(1).split('\r\n').filter(Boolean);
    expect(hotLines[0]!.split(';')).toHaveLength(13);
    expect(hotLines).toHaveLength(expected + 1);
    expect(hotLines.filter((l) => l.includes(`Lote ${tag} `))).toHaveLength(60);
    expect(hotLines.find((l) => l.includes(`Lote ${tag} 7;`))).toContain(
      ';+55 11 90007 0000;2;Aguardando Pag. Parcelado;',
    );
    await expect(
      page.getByRole('status').filter({ hasText: `Arquivo exportado com ${expected} linhas.` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Leads Frios' }).click();
    // The selector settles on the current launch once its options load: choose launch 3 until it stays chosen.
    await expect(async () => {
      await page.getByLabel('Lançamento').selectOption('3');
      await expect(page.getByLabel('Lançamento')).toHaveValue('3', { timeout: 1000 });
    }).toPass();
    await page.getByLabel('Buscar por nome ou telefone').fill(`Lote ${tag}`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Leads frios' }).locator('tbody tr')).toHaveCount(20);
    const cold = await downloadText(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
    const coldLines = cold.text.slice(1).split('\r\n').filter(Boolean);
    expect(coldLines).toHaveLength(131);
    expect(coldLines.slice(1).every((l) => l.includes(`Lote ${tag} `) && l.includes(';Grupo de WhatsApp;'))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Arquivo exportado com 130 linhas.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await db.query('delete from public.purchase_leads where email like $1', [`%.${tag}@exemplo.com`]);
    await db.query(`delete from public.cold_leads where saved_name like $1`, [`Lote ${tag} %`]);
  }
});
