import { describe, expect, it } from 'vitest';
import { buildCsv } from '@funil/data-client/staff/exports';
import type { ColdLead } from '@funil/data-client/staff/cold-leads';
import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';
import type { UnsubscribeLinkRow } from '@funil/data-client/staff/unsubscribe-links';
import { revenueColumns } from '../checkout-text';
import { COLD_LEAD_COLUMNS, HOT_LEAD_COLUMNS, SURVEY_ANSWER_COLUMNS } from './export-columns';
import { loadPhoneFormat, phoneCell } from './phone-cell';
import { readAsPtBrSpreadsheet, spreadsheetColumn, type SpreadsheetCell } from './pt-br-spreadsheet.test-helper';
import { unsubscribeLinkColumns } from './unsubscribe-link-columns';

const hot: PurchaseLead = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  whatsapp: '5511987654321',
  lancamento: 2,
  status: 'NOVO',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  utm_id: null,
  payment_processor: 'hotmart',
  redirected_to_payment: false,
  payment_url: null,
  purchase_intent_timestamp: '2026-11-20T12:00:00Z',
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
};

const cold: ColdLead = {
  id: 9,
  country_code: '351',
  phone_number: '912345678',
  formatted_phone: null,
  saved_name: 'Rui',
  group_name: 'Grupo',
  group_id: null,
  source: 'whatsapp_group',
  lancamento: 2,
  is_active: true,
  notes: null,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  anonymised_at: null,
};

const cells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('phones in the CSV exports', () => {
  it('are written in international format, which pt-BR Excel keeps as text, with no formula apostrophe', async () => {
    await loadPhoneFormat();
    const [header, row] = cells(buildCsv(HOT_LEAD_COLUMNS, [hot]));
    expect(row![header!.indexOf('WhatsApp')]).toBe('+55 11 98765 4321');
    const [coldHeader, coldRow] = cells(buildCsv(COLD_LEAD_COLUMNS, [cold]));
    expect(coldRow![coldHeader!.indexOf('Telefone com código do país')]).toBe('+351 912 345 678');
    expect(coldRow![coldHeader!.indexOf('Telefone')]).toBe('912 345 678');
  });

  it('keep a number no reading finds valid as its digits, and an empty one empty', async () => {
    await loadPhoneFormat();
    expect(phoneCell('12-34')).toBe('1234');
    expect(phoneCell(null)).toBe('');
    expect(phoneCell('(11) 98765-4321', 'national')).toBe('(11) 98765-4321');
  });
});

// Every export writes through data-client's one CSV writer (buildCsv / exportAllPages): text that starts like a formula
// is guarded, numbers stay numbers, a cell with a tab, a quote or a line break is quoted. Read back as a pt-BR
// spreadsheet reads the file (the spend export: campaign-spend/spend-text.test.ts).
describe('every CSV export, read by a pt-BR spreadsheet', () => {
  const attack = ['=1+1', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)', '+cmd', '\t=1+1', 'a\t=1+1', 'diz "oi"\nfim'];
  const texts = (sheet: SpreadsheetCell[][]) => sheet.flat().map((cell) => cell.value);
  // Phones in international format ('+55 11 98765 4321') start with '+' but hold no formula (the writer's documented
  // exception, tested above): their columns are left out of the formula check.
  const PHONE_HEADERS = ['WhatsApp', 'Telefone com código do país'];
  const expectNoFormula = (sheet: SpreadsheetCell[][]) => {
    const phones = new Set(sheet[0]!.flatMap((cell, i) => (PHONE_HEADERS.includes(String(cell.value)) ? [i] : [])));
    const formulas = sheet.flatMap((row) => row.filter((cell, i) => cell.kind === 'formula' && !phones.has(i)));
    expect(formulas).toEqual([]);
    for (const value of attack) expect(texts(sheet)).toContain(value);
  };

  it('hot leads: formula-like names and UTMs are text; id and launch are numbers', async () => {
    await loadPhoneFormat();
    const rows = attack.map((text, i) => ({ ...hot, id: i + 1, name: text, utm_campaign: text }));
    const sheet = readAsPtBrSpreadsheet(buildCsv(HOT_LEAD_COLUMNS, rows));
    expectNoFormula(sheet);
    expect(sheet).toHaveLength(attack.length + 1);
    expect(spreadsheetColumn(sheet, 'ID').every((cell) => cell.kind === 'number')).toBe(true);
    expect(spreadsheetColumn(sheet, 'Lançamento')[0]).toEqual({ kind: 'number', value: 2 });
  });

  it('cold leads: formula-like saved names and groups are text', async () => {
    await loadPhoneFormat();
    const rows = attack.map((text, i) => ({ ...cold, id: i + 1, saved_name: text, group_name: text }));
    expectNoFormula(readAsPtBrSpreadsheet(buildCsv(COLD_LEAD_COLUMNS, rows)));
  });

  it('survey answers: a formula-like dream is text', () => {
    const rows = attack.map((text, i) => ({
      id: i + 1,
      email: `p${i}@example.com`,
      lancamento: 2,
      experiencia_programacao: 'nunca',
      maior_dificuldade: 'tempo',
      atracao_carreira: 'salario',
      fator_bloqueio: 'tempo',
      sonho_realizado: text,
      consumo_conteudo: 'youtube',
      faixa_salarial: 'ate_2k',
      created_at: '2026-11-20T12:00:00Z',
    }));
    const sheet = readAsPtBrSpreadsheet(buildCsv(SURVEY_ANSWER_COLUMNS, rows));
    expectNoFormula(sheet);
    expect(spreadsheetColumn(sheet, 'Sonho').map((cell) => cell.value)).toEqual(attack);
  });

  it('revenue per source: formula-like values are text, revenue and conversion numbers that sum', () => {
    const rows = attack.map((text, i) => ({
      value: text,
      leads: 10,
      sales: i,
      revenue: 997.5 * i,
      conversion: i * 10,
    }));
    const sheet = readAsPtBrSpreadsheet(buildCsv(revenueColumns('Fonte'), rows));
    expectNoFormula(sheet);
    const revenue = spreadsheetColumn(sheet, 'Receita (R$)');
    expect(revenue.every((cell) => cell.kind === 'number')).toBe(true);
    expect(revenue.reduce((sum, cell) => sum + (cell.value as number), 0)).toBeCloseTo(997.5 * 21, 2);
  });

  it('unsubscribe links: formula-like names are text', () => {
    const rows: UnsubscribeLinkRow[] = attack.map((text, i) => ({
      id: i + 1,
      name: text,
      email: `p${i}@example.com`,
      lancamento: 2,
      active: true,
      unsubscribe_token: `t${i}`,
    }));
    expectNoFormula(readAsPtBrSpreadsheet(buildCsv(unsubscribeLinkColumns('https://semanajava.example'), rows)));
  });
});
