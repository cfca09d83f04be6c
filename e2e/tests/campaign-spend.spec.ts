// Ad spend (mfe-dashboards /campanhas/investimento): the sample Meta export imported through the page, a campaign's CPL
// and ROAS (net and gross) from the leads and sales that carried its UTM values (by id, and by an ad's old
// name with its id), a second import of the same file that changes no figure and adds no row, the CSV export read as a
// pt-BR spreadsheet reads it (the profit column sums), and an axe scan.
// Data goes straight into the run's database in a launch of its own, removed at the end.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { addLaunch } from '../src/db.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';
import { readAsPtBrSpreadsheet, spreadsheetColumn } from '@funil/mfe-dashboards/testing/pt-br-spreadsheet';

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../mfe-dashboards/src/features/campaign-spend/fixtures/meta-ads-spend-ptbr.csv',
);
const LOOKALIKE = '[CAP] Semana Java | Lookalike 1%';
const LOOKALIKE_ID = '120214500000000202';

test('imports the Meta sample, shows CPL and ROAS per campaign, and a re-import changes nothing', async ({
  page,
  db,
  signInAsStaff,
}) => {
  test.setTimeout(120_000);
  const launch = 7000 + Math.floor(Math.random() * 2000);
  const name = `Semana e2e investimento ${launch}`;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await addLaunch(db, launch, name);
  await db.query(
    'update public.launches set platform_fee_percent = 9.9, platform_fee_fixed = 1 where lancamento = $1',
    [launch],
  );
  const byId = {
    campaign: `${LOOKALIKE}|${LOOKALIKE_ID}`,
    medium: 'Público frio 25-44|120214500021000010',
    content: 'Carrossel salários Java|1202145000212000101',
  };
  // Four leads by the ids, one whose ad was renamed since its link was made (old name, same id).
  const leads = [
    [`a1.${tag}@exemplo.com`, byId.content],
    [`a2.${tag}@exemplo.com`, byId.content],
    [`a3.${tag}@exemplo.com`, byId.content],
    [`a4.${tag}@exemplo.com`, byId.content],
    [`a5.${tag}@exemplo.com`, 'Depoimento Ana 30s|1202145000211000100'],
  ];
  for (const [email, content] of leads) {
    await db.query(
      `insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_campaign, utm_medium,
         utm_content, lancamento, created_at)
       values ('Lead Anúncio', $1, 'want_to_learn', 'iniciante', 'FB', $2, $3, $4, $5, '2026-11-19 12:00-03')`,
      [email, byId.campaign, byId.medium, content, launch],
    );
  }
  // Two of them bought (R$ 997 and R$ 497), confirmed by the checkout's events.
  for (const [index, price] of [
    [0, 997],
    [1, 497],
  ] as const) {
    const email = leads[index]![0];
    const { rows } = await db.query<{ id: string }>(
      `insert into public.purchase_leads (name, email, lancamento, status, utm_source, utm_campaign, utm_medium, utm_content)
       values ('Lead Anúncio', $1, $2, 'NOVO', 'FB', $3, $4, $5) returning id::text`,
      [email, launch, byId.campaign, byId.medium, byId.content],
    );
    await db.query(
      `insert into public.checkout_events (event_id, event, event_at, transaction, buyer_email, price, currency, payload,
         purchase_lead_id, matched_by, lancamento)
       values ($1, 'PURCHASE_APPROVED', '2026-11-20 10:00-03', $1, $2, $3, 'BRL', '{}', $4, 'email', $5)`,
      [`e2e-spend-${tag}-${index}`, email, price, rows[0]!.id, launch],
    );
    await db.query(`select private.apply_checkout_status($1, '2026-11-20 10:00-03', true)`, [rows[0]!.id]);
  }

  try {
    await signInAsStaff('/campanhas/investimento');
    await expect(page.getByRole('heading', { level: 1, name: 'Investimento em Anúncios' })).toBeVisible();
    // The launch selector starts on the current launch.
    const current = await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current');
    await expect(page.getByLabel('Lançamento', { exact: true })).toHaveValue(String(current.rows[0]!.lancamento));
    await page.getByLabel('Lançamento', { exact: true }).selectOption(String(launch));

    await page.getByLabel('Arquivo CSV de investimento').setInputFiles(SAMPLE);
    await expect(page.getByRole('table', { name: 'Prévia: 5 de 36 linhas' })).toBeVisible();
    await expect(page.getByText('exportação da Meta, 36 linhas válidas')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Importar 36 linhas em ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Importação concluída' })).toContainText(
      '36 linhas novas, 0 atualizadas e 0 sem mudança',
    );

    // Lookalike 1%: spend R$ 7.985,18 from the file; 5 leads -> CPL R$ 1.597,04; sales 997 + 497 = 1.494,00, fee
    // 9,9% + R$ 1,00 each = 149,91, net 1.344,09 -> ROAS 0,17 net and 0,19 gross (1.494,00 / 7.985,18), profit
    // -R$ 6.641,09.
    const table = page.getByRole('table', { name: 'Investimento e resultados por campanha' });
    await expect(
      table.getByRole('columnheader', { name: 'ROAS líquido Receita líquida ÷ investimento' }),
    ).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'ROAS bruto Receita bruta ÷ investimento' })).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(LOOKALIKE.replace(/[|[\]]/g, '\\$&')) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText('R$\u00a07.985,18');
    await expect(cells.nth(1)).toHaveText('5');
    await expect(cells.nth(2)).toHaveText('R$\u00a01.597,04');
    await expect(cells.nth(4)).toHaveText('2');
    await expect(cells.nth(8)).toHaveText('R$\u00a01.344,09');
    await expect(cells.nth(10)).toHaveText('0,17');
    await expect(cells.nth(11)).toHaveText('0,19');
    await expect(cells.nth(12)).toHaveText('-R$\u00a06.641,09');
    // The cards: the launch's totals, ROAS both ways with what each divides.
    const summary = page.getByRole('region', { name: 'Resumo do investimento' });
    await expect(summary).toContainText('ROAS líquido');
    await expect(summary).toContainText('Receita líquida ÷ investimento');
    await expect(summary).toContainText('ROAS bruto');
    await expect(summary).toContainText('Receita bruta ÷ investimento');
    await expect(row).toContainText(LOOKALIKE_ID);
    // Every campaign of the file is listed; the renamed ad keeps its lead under its new name.
    await expect(table.getByRole('row', { name: /Interesses/ })).toHaveCount(1);
    await expect(table.getByRole('row', { name: /Remarketing/ })).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(LOOKALIKE.replace(/[|[\]]/g, '\\$&')) }).click();
    await table
      .getByRole('row', { name: /Público frio 25-44/ })
      .getByRole('button')
      .click();
    const renamed = table.getByRole('row', { name: /1202145000211000100/ });
    await expect(renamed.getByRole('cell').nth(1)).toHaveText('1');
    await expect(page.getByRole('img', { name: /Investimento e receita líquida por dia/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same file again: nothing added, no figure changed.
    await page.getByLabel('Arquivo CSV de investimento').setInputFiles(SAMPLE);
    await page.getByRole('button', { name: `Importar 36 linhas em ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Importação concluída' })).toContainText(
      '0 linhas novas, 0 atualizadas e 36 sem mudança',
    );
    await expect(cells.nth(0)).toHaveText('R$\u00a07.985,18');
    await expect(cells.nth(2)).toHaveText('R$\u00a01.597,04');
    await expect(cells.nth(10)).toHaveText('0,17');
    const stored = await db.query<{ n: string; total: string }>(
      'select count(*)::text as n, sum(spend)::text as total from public.ad_spend where lancamento = $1',
      [launch],
    );
    expect(stored.rows[0]).toEqual({ n: '36', total: '22916.60' });

    // Everything as CSV (the project's writer: ';', BOM, quoted decimals): the campaign's line with its id as text.
    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar tudo (CSV)' }).click();
    const csv = await readFile(await (await pending).path(), 'utf8');
    expect(csv.startsWith('\uFEFFNível;Campanha;Identificação da campanha')).toBe(true);
    expect(csv).toContain(
      `Campanha;${LOOKALIKE};${LOOKALIKE_ID};;;;;;"7985,18";848559;11881;5;"1597,04";2;2;0;"1494,00";`,
    );
    expect(csv).toContain(
      `Anúncio;${LOOKALIKE};${LOOKALIKE_ID};Público frio 25-44;120214500021000010;Vídeo depoimento 30s;1202145000211000100;`,
    );
    // Read as a pt-BR spreadsheet reads it: every profit cell a number (the negative ones too), the campaigns' profits
    // summing to the total line's, ROAS net and gross labelled.
    const sheet = readAsPtBrSpreadsheet(csv);
    const level = spreadsheetColumn(sheet, 'Nível');
    const profit = spreadsheetColumn(sheet, 'Lucro (R$)');
    expect(profit.every((cell) => cell.kind === 'number')).toBe(true);
    const sumOf = (name: string) =>
      level.reduce((sum, cell, i) => (cell.value === name ? sum + (profit[i]!.value as number) : sum), 0);
    const total = sumOf('Total explicado pelo investimento');
    expect(total).toBeLessThan(0);
    expect(sumOf('Campanha')).toBeCloseTo(total, 2);
    expect(sumOf('Dia')).toBeCloseTo(total, 2);
    const campaign = spreadsheetColumn(sheet, 'Campanha');
    const lookalike = level.findIndex((cell, i) => cell.value === 'Campanha' && campaign[i]!.value === LOOKALIKE);
    expect(profit[lookalike]).toEqual({ kind: 'number', value: -6641.09 });
    expect(spreadsheetColumn(sheet, 'ROAS líquido (receita líquida ÷ investimento)')[lookalike]!.value).toBe(0.17);
    expect(spreadsheetColumn(sheet, 'ROAS bruto (receita bruta ÷ investimento)')[lookalike]!.value).toBe(0.19);
  } finally {
    await db.query('delete from public.checkout_events where event_id like $1', [`e2e-spend-${tag}-%`]);
    await db.query('delete from public.purchase_leads where lancamento = $1', [launch]);
    await db.query('delete from public.leads_lancamento where lancamento = $1', [launch]);
    await db.query('delete from public.launches where lancamento = $1', [launch]);
  }
});
