import { describe, expect, it } from 'vitest';
import { buildCsv } from '@funil/data-client/staff/exports';
import type { CampaignSpendReport, SpendFigures } from '@funil/data-client/staff/campaign-spend';
import { readAsPtBrSpreadsheet, spreadsheetColumn } from '../shared/exports/pt-br-spreadsheet.test-helper';
import { EXPORT_COLUMNS, exportLines } from './spend-text';

const figures = (over: Partial<SpendFigures> = {}): SpendFigures => ({
  spend: 0,
  impressions: 0,
  clicks: 0,
  leads: 0,
  intents: 0,
  sales: 0,
  refunds: 0,
  gross_revenue: 0,
  platform_fee: 0,
  net_revenue: 0,
  cpl: null,
  cpa: null,
  roas: null,
  gross_roas: null,
  profit: 0,
  conversion: null,
  ...over,
});

// Campaign A made money, B lost it all, C lost 12,50 and 0,50 on its two ads: negative profits, which a spreadsheet
// must read as numbers. Names that start like formulas must stay text.
const a = figures({ spend: 180.5, sales: 2, gross_revenue: 1494, platform_fee: 151.4, net_revenue: 1342.6 });
const adA = { ...a, roas: 7.44, gross_roas: 8.28, profit: 1162.1, key: 'id:3', ad_id: '1333333333333333301' };
const c1 = figures({ spend: 12.5, roas: 0, gross_roas: 0, profit: -12.5 });
const c2 = figures({ spend: 0.5, roas: 0, gross_roas: 0, profit: -0.5 });
const report: CampaignSpendReport = {
  lancamento: 2,
  platform_fee_percent: 9.9,
  platform_fee_fixed: 1,
  spend_rows: 4,
  first_day: '2026-11-18',
  last_day: '2026-11-19',
  last_import_at: null,
  totals: figures({
    spend: 393.5,
    gross_revenue: 1494,
    net_revenue: 1342.6,
    roas: 3.41,
    gross_roas: 3.8,
    profit: 949.1,
  }),
  campaigns: [
    {
      ...adA,
      key: 'id:1',
      campaign_id: '111111111111111111',
      name: '=1+1',
      platforms: 'meta',
      ad_sets: [
        {
          ...adA,
          key: 'id:2',
          ad_set_id: '222222222222222201',
          name: 'Conj 1',
          ads: [{ ...adA, name: "-2+3+cmd|' /C calc'!A0", names: ["-2+3+cmd|' /C calc'!A0"] }],
        },
      ],
    },
    {
      ...figures({ spend: 200, roas: 0, gross_roas: 0, profit: -200 }),
      key: 'name:B',
      campaign_id: null,
      name: 'Camp B',
      platforms: 'google',
      ad_sets: [],
    },
    {
      ...figures({ spend: 13, roas: 0, gross_roas: 0, profit: -13 }),
      key: 'name:C',
      campaign_id: null,
      name: 'Camp C',
      platforms: 'tiktok',
      ad_sets: [
        {
          ...figures({ spend: 13, roas: 0, gross_roas: 0, profit: -13 }),
          key: 'name:S',
          ad_set_id: null,
          name: 'Devs',
          ads: [
            { ...c1, key: 'name:c1', ad_id: null, name: 'Vídeo 15s', names: ['Vídeo 15s'] },
            { ...c2, key: 'name:c2', ad_id: null, name: 'Vídeo 30s', names: ['Vídeo 30s'] },
          ],
        },
      ],
    },
  ],
  days: [
    { ...figures({ spend: 380, roas: 0, gross_roas: 0, profit: -380 }), day: '2026-11-18' },
    { ...figures({ spend: 13.5, gross_revenue: 1494, net_revenue: 1342.6, profit: 1329.1 }), day: '2026-11-19' },
  ],
  unexplained: [],
};

describe('the spend export read by a pt-BR spreadsheet', () => {
  const sheet = readAsPtBrSpreadsheet(buildCsv(EXPORT_COLUMNS, exportLines(report)));
  const level = spreadsheetColumn(sheet, 'Nível');
  const rowsOf = (name: string) => level.flatMap((cell, i) => (cell.value === name ? [i] : []));

  it('types every profit cell a number, negative ones too, so the column sums', () => {
    const profit = spreadsheetColumn(sheet, 'Lucro (R$)');
    expect(profit.every((cell) => cell.kind === 'number')).toBe(true);
    const sum = (rows: number[]) => rows.reduce((total, i) => total + (profit[i]!.value as number), 0);
    // =SOMA() of the campaigns' lines gives the total line; of the days' lines too; the ads' -12,50 and -0,50 are there.
    expect(sum(rowsOf('Campanha'))).toBeCloseTo(949.1, 2);
    expect(sum(rowsOf('Total explicado pelo investimento'))).toBeCloseTo(949.1, 2);
    expect(sum(rowsOf('Dia'))).toBeCloseTo(949.1, 2);
    expect(rowsOf('Anúncio').map((i) => profit[i]!.value)).toEqual([1162.1, -12.5, -0.5]);
  });

  it('shows ROAS net and gross, each labelled with what it divides, as numbers', () => {
    const net = spreadsheetColumn(sheet, 'ROAS líquido (receita líquida ÷ investimento)');
    const gross = spreadsheetColumn(sheet, 'ROAS bruto (receita bruta ÷ investimento)');
    const first = rowsOf('Campanha')[0]!;
    expect(net[first]).toEqual({ kind: 'number', value: 7.44 });
    expect(gross[first]).toEqual({ kind: 'number', value: 8.28 });
    const total = rowsOf('Total explicado pelo investimento')[0]!;
    expect(gross[total]).toEqual({ kind: 'number', value: 3.8 });
  });

  it('keeps names that start like formulas as text (guarded), never formulas', () => {
    expect(sheet.flat().some((cell) => cell.kind === 'formula')).toBe(false);
    expect(spreadsheetColumn(sheet, 'Campanha')[rowsOf('Campanha')[0]!]).toEqual({ kind: 'text', value: '=1+1' });
    expect(spreadsheetColumn(sheet, 'Anúncio')[rowsOf('Anúncio')[0]!]).toEqual({
      kind: 'text',
      value: "-2+3+cmd|' /C calc'!A0",
    });
  });
});
