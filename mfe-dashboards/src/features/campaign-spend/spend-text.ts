import { formatBrl, formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import type { CsvColumn } from '@funil/data-client/staff/exports';
import type { CampaignSpendReport, SpendFigures, UnexplainedCause } from '@funil/data-client/staff/campaign-spend';

// The Portuguese texts and number formats of /campanhas/investimento (the spec is silent on this page: these labels
// are ours) and the columns of its CSV export.

export const PAGE_TITLE = 'Investimento em Anúncios';

/** '—' where a figure has nothing to divide by (CPL without leads, ROAS without spend...). */
export const NONE = '—';

export const brl = (value: number | null): string => (value === null ? NONE : formatBrl(value));
export const count = (value: number): string => formatNumber(value);
export const percent = (value: number | null): string => (value === null ? NONE : formatPercent(value, 2));
/** ROAS as a multiple of the spend: '7,44'. */
export const roas = (value: number | null): string => (value === null ? NONE : formatNumber(value, 2));

/** The launch's platform fee as staff write it: '9,9% + R$ 1,00 por venda'. */
export function feeText(percentValue: number, fixed: number): string {
  const decimals = Number.isInteger(percentValue) ? 0 : Number.isInteger(percentValue * 10) ? 1 : 2;
  return `${formatPercent(percentValue, decimals)} + ${formatBrl(fixed)} por venda`;
}

/**
 * ROAS both ways, each with what it divides: net (after the platform's fee: what the team keeps) and gross (the
 * purchase value, as Meta's Ads Manager reports it). The cards, the tables and the export use these labels.
 */
export const ROAS_LABELS = {
  net: { title: 'ROAS líquido', formula: 'Receita líquida ÷ investimento' },
  gross: { title: 'ROAS bruto', formula: 'Receita bruta ÷ investimento' },
} as const;

/**
 * The figure columns of the tables, in order: header, short explanation (a tooltip; shown under the header when
 * `showHint`, as the two ROAS say what they divide), and the cell text.
 */
export const FIGURE_COLUMNS: {
  key: keyof SpendFigures;
  header: string;
  hint: string;
  showHint?: boolean;
  text: (f: SpendFigures) => string;
}[] = [
  { key: 'spend', header: 'Investimento', hint: 'Valor usado nas plataformas', text: (f) => brl(f.spend) },
  { key: 'leads', header: 'Leads', hint: 'Inscrições com a UTM', text: (f) => count(f.leads) },
  { key: 'cpl', header: 'CPL', hint: 'Custo por lead: investimento ÷ leads', text: (f) => brl(f.cpl) },
  { key: 'intents', header: 'Intenções de compra', hint: 'Leads de compra com a UTM', text: (f) => count(f.intents) },
  { key: 'sales', header: 'Vendas', hint: 'Leads de compra com status Vendido', text: (f) => count(f.sales) },
  {
    key: 'refunds',
    header: 'Reembolsos',
    hint: 'Leads de compra com status Reembolsado',
    text: (f) => count(f.refunds),
  },
  { key: 'gross_revenue', header: 'Receita bruta', hint: 'Valor pago nas vendas', text: (f) => brl(f.gross_revenue) },
  {
    key: 'platform_fee',
    header: 'Taxa da plataforma',
    hint: 'Percentual + valor fixo por venda',
    text: (f) => brl(f.platform_fee),
  },
  {
    key: 'net_revenue',
    header: 'Receita líquida',
    hint: 'Receita bruta − taxa da plataforma',
    text: (f) => brl(f.net_revenue),
  },
  { key: 'cpa', header: 'CPA', hint: 'Custo por venda: investimento ÷ vendas', text: (f) => brl(f.cpa) },
  {
    key: 'roas',
    header: ROAS_LABELS.net.title,
    hint: ROAS_LABELS.net.formula,
    showHint: true,
    text: (f) => roas(f.roas),
  },
  {
    key: 'gross_roas',
    header: ROAS_LABELS.gross.title,
    hint: ROAS_LABELS.gross.formula,
    showHint: true,
    text: (f) => roas(f.gross_roas),
  },
  { key: 'profit', header: 'Lucro', hint: 'Receita líquida − investimento', text: (f) => brl(f.profit) },
  { key: 'conversion', header: 'Conversão lead→venda', hint: 'Vendas ÷ leads', text: (f) => percent(f.conversion) },
];

export const CAUSE_LABELS: Record<UnexplainedCause, { title: string; detail: string; valueLabel: string | null }> = {
  no_utm: {
    title: 'Sem UTM',
    detail: 'Leads e vendas sem utm_source nem utm_campaign (acesso direto, link sem parâmetros).',
    valueLabel: null,
  },
  campaign_without_spend: {
    title: 'Campanha sem investimento importado',
    detail:
      'A UTM aponta para uma campanha paga (com identificação, fonte de anúncios ou medium pago) cujo investimento ' +
      'não foi importado neste lançamento.',
    valueLabel: 'Campanhas (utm_campaign)',
  },
  other_source: {
    title: 'Outras origens',
    detail: 'E-mail, orgânico, indicação, bio e demais fontes que não são anúncios pagos.',
    valueLabel: 'Fontes (utm_source)',
  },
};

/** The name of a level that the UTM did not identify, or that the platform left empty. */
export const UNIDENTIFIED = {
  adSet: 'Conjunto não identificado pela UTM',
  ad: 'Anúncio não identificado pela UTM',
  noAdSet: '(sem conjunto)',
  noAd: '(sem anúncio)',
} as const;

export function adSetLabel(key: string | null, name: string | null): string {
  if (key === null) return UNIDENTIFIED.adSet;
  return name && name.trim() !== '' ? name : UNIDENTIFIED.noAdSet;
}

export function adLabel(key: string | null, name: string | null): string {
  if (key === null) return UNIDENTIFIED.ad;
  return name && name.trim() !== '' ? name : UNIDENTIFIED.noAd;
}

/** One line of the CSV export: a campaign, ad set, ad, day or cause with its figures. */
export interface SpendExportLine extends SpendFigures {
  level: string;
  campaign: string;
  campaign_id: string | null;
  ad_set: string;
  ad_set_id: string | null;
  ad: string;
  ad_id: string | null;
  day: string;
}

/** Everything the page shows, as lines: campaigns, their ad sets and ads, the days, the causes. */
export function exportLines(report: CampaignSpendReport): SpendExportLine[] {
  const blank = { campaign: '', campaign_id: null, ad_set: '', ad_set_id: null, ad: '', ad_id: null, day: '' };
  const lines: SpendExportLine[] = [];
  for (const c of report.campaigns) {
    const campaign = { campaign: c.name, campaign_id: c.campaign_id };
    lines.push({ ...c, ...blank, ...campaign, level: 'Campanha' });
    for (const s of c.ad_sets) {
      const adSet = { ad_set: adSetLabel(s.key, s.name), ad_set_id: s.ad_set_id };
      lines.push({ ...s, ...blank, ...campaign, ...adSet, level: 'Conjunto de anúncios' });
      for (const a of s.ads)
        lines.push({
          ...a,
          ...blank,
          ...campaign,
          ...adSet,
          ad: adLabel(a.key, a.name),
          ad_id: a.ad_id,
          level: 'Anúncio',
        });
    }
  }
  lines.push({ ...report.totals, ...blank, level: 'Total explicado pelo investimento' });
  for (const d of report.days) lines.push({ ...d, ...blank, day: d.day, level: 'Dia' });
  for (const u of report.unexplained)
    lines.push({ ...u, ...blank, campaign: CAUSE_LABELS[u.cause].title, level: 'Sem investimento que explique' });
  return lines;
}

/**
 * Columns of the export. Ids are digit strings, written as they are (never through a number); figures are numbers,
 * written by the CSV writer as pt-BR spreadsheets read them (money with 2 decimals: '-6641,09'), so they sum.
 */
export const EXPORT_COLUMNS: CsvColumn<SpendExportLine>[] = [
  { header: 'Nível', value: (r) => r.level },
  { header: 'Campanha', value: (r) => r.campaign },
  { header: 'Identificação da campanha', value: (r) => r.campaign_id },
  { header: 'Conjunto de anúncios', value: (r) => r.ad_set },
  { header: 'Identificação do conjunto', value: (r) => r.ad_set_id },
  { header: 'Anúncio', value: (r) => r.ad },
  { header: 'Identificação do anúncio', value: (r) => r.ad_id },
  { header: 'Dia', value: (r) => r.day },
  { header: 'Investimento (R$)', value: (r) => r.spend, decimals: 2 },
  { header: 'Impressões', value: (r) => r.impressions },
  { header: 'Cliques no link', value: (r) => r.clicks },
  { header: 'Leads', value: (r) => r.leads },
  { header: 'CPL (R$)', value: (r) => r.cpl, decimals: 2 },
  { header: 'Intenções de compra', value: (r) => r.intents },
  { header: 'Vendas', value: (r) => r.sales },
  { header: 'Reembolsos', value: (r) => r.refunds },
  { header: 'Receita bruta (R$)', value: (r) => r.gross_revenue, decimals: 2 },
  { header: 'Taxa da plataforma (R$)', value: (r) => r.platform_fee, decimals: 2 },
  { header: 'Receita líquida (R$)', value: (r) => r.net_revenue, decimals: 2 },
  { header: 'CPA (R$)', value: (r) => r.cpa, decimals: 2 },
  {
    header: `${ROAS_LABELS.net.title} (${ROAS_LABELS.net.formula.toLowerCase()})`,
    value: (r) => r.roas,
    decimals: 2,
  },
  {
    header: `${ROAS_LABELS.gross.title} (${ROAS_LABELS.gross.formula.toLowerCase()})`,
    value: (r) => r.gross_roas,
    decimals: 2,
  },
  { header: 'Lucro (R$)', value: (r) => r.profit, decimals: 2 },
  { header: 'Conversão lead→venda (%)', value: (r) => r.conversion, decimals: 2 },
];
