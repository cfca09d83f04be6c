// Ad spend and what each lead and sale cost (supabase/migrations/20261125300000_campaign_spend.sql): the spend import
// (public.import_ad_spend), the figures per campaign, ad set, ad and day (public.campaign_spend_report) and the
// launch's platform fee (launches.platform_fee_percent / platform_fee_fixed, public.save_launch_platform_fee).
// Ad platforms' ids are 18-19 digit strings, beyond Number.MAX_SAFE_INTEGER: they stay strings here, end to end.
import { checkId, DataError, fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';

/** One spend row as the import sends it: ids as digit strings, spend as '1234.56' (never JS numbers). */
export type AdSpendRow = {
  platform: string;
  /** yyyy-mm-dd */
  day: string;
  campaign_name: string;
  campaign_id: string | null;
  ad_set_name: string;
  ad_set_id: string | null;
  ad_name: string;
  ad_id: string | null;
  /** Decimal with a dot and at most two decimals: '1234.56'. */
  spend: string;
  impressions: string | null;
  clicks: string | null;
};

export interface AdSpendImportResult {
  /** Rows sent. */
  received: number;
  /** Distinct (platform, day, ad) keys among them. */
  rows: number;
  inserted: number;
  /** Already there with other figures: replaced. */
  updated: number;
  /** Already there with the same figures. */
  unchanged: number;
  firstDay: string | null;
  lastDay: string | null;
}

/** Rows per call of public.stage_ad_spend (it takes at most 5,000). */
export const AD_SPEND_BATCH_SIZE = 2000;

/**
 * What the database accepts in a spend row (public.stage_ad_spend's checks, supabase/migrations/
 * 20261127500100_ad_spend_staged_import.sql): the page checks a file with these before it sends anything, so a file
 * the page calls valid is one the database takes (data-client's integration test holds the two together).
 */
export const AD_SPEND_LIMITS = {
  platform: /^[a-z0-9][a-z0-9_.-]{0,39}$/,
  day: /^\d{4}-\d{2}-\d{2}$/,
  nameLength: 400,
  id: /^[0-9]{1,30}$/,
  /** Spend: at most 12 digits before the point and 2 after it. */
  spend: /^[0-9]{1,12}([.][0-9]{1,2})?$/,
  /** Impressions and clicks: at most 15 digits. */
  count: /^[0-9]{1,15}$/,
} as const;

/** 'YYYY-MM-DD' of a day that exists (2026-02-30 does not). */
function isCalendarDay(text: string): boolean {
  if (!AD_SPEND_LIMITS.day.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The column of a spend row a problem is in, and why (pt-BR, for "Linha N, coluna X: ..."). */
export interface AdSpendRowProblem {
  column: keyof AdSpendRow;
  message: string;
}

/** The row's problems by the database's rules ([] when it would be taken). */
export function adSpendRowProblems(row: AdSpendRow): AdSpendRowProblem[] {
  const problems: AdSpendRowProblem[] = [];
  const length = (text: string) => [...text].length;
  if (!AD_SPEND_LIMITS.platform.test(row.platform.trim().toLowerCase()))
    problems.push({ column: 'platform', message: 'não é um nome de plataforma (letras, números, - ou _).' });
  if (!isCalendarDay(row.day)) problems.push({ column: 'day', message: 'não é uma data.' });
  if (row.campaign_name.trim() === '') problems.push({ column: 'campaign_name', message: 'está vazio.' });
  for (const column of ['campaign_name', 'ad_set_name', 'ad_name'] as const)
    if (length(row[column]) > AD_SPEND_LIMITS.nameLength)
      problems.push({ column, message: `tem mais de ${AD_SPEND_LIMITS.nameLength} caracteres.` });
  for (const column of ['campaign_id', 'ad_set_id', 'ad_id'] as const) {
    const id = row[column];
    if (id !== null && !AD_SPEND_LIMITS.id.test(id))
      problems.push({ column, message: 'não é uma identificação (até 30 dígitos).' });
  }
  if (!AD_SPEND_LIMITS.spend.test(row.spend))
    problems.push({ column: 'spend', message: 'passa de R$ 999.999.999.999,99 ou não é um valor em reais.' });
  for (const column of ['impressions', 'clicks'] as const) {
    const count = row[column];
    if (count !== null && !AD_SPEND_LIMITS.count.test(count))
      problems.push({ column, message: 'tem mais de 15 dígitos (o banco não aceita).' });
  }
  return problems;
}

/**
 * Imports a launch's spend rows all or nothing: the rows are staged in parts (public.stage_ad_spend, each part checked,
 * a problem reported with its line in the whole file) under one random import id, then applied by one commit
 * (public.commit_ad_spend_import: one transaction). A failure at any line, or before the commit, leaves the launch's
 * spend exactly as it was (the staged rows are discarded). A row already there for that launch, platform, day and ad
 * is replaced, so importing a file again never doubles it.
 */
export async function importAdSpend(
  lancamento: number,
  rows: readonly AdSpendRow[],
  options: { onProgress?: (percent: number) => void; batchSize?: number } = {},
): Promise<AdSpendImportResult> {
  checkId(lancamento, 'launch id');
  if (rows.length === 0) throw refuse('no_rows', 'an ad spend import with no row');
  const size = options.batchSize ?? AD_SPEND_BATCH_SIZE;
  const supabase = await getSupabase();
  const importId = crypto.randomUUID();
  const failed = async (error: Parameters<typeof fail>[1], status: number): Promise<never> => {
    await supabase.rpc('discard_ad_spend_import', { p_import: importId });
    throw fail('erro ao importar o investimento em anúncios', error, { status });
  };
  for (let start = 0; start < rows.length; start += size) {
    const { error, status } = await supabase.rpc('stage_ad_spend', {
      p_import: importId,
      p_lancamento: lancamento,
      p_offset: start,
      p_rows: rows.slice(start, start + size),
    });
    if (error) await failed(error, status);
    // Staging is most of the time; the commit is the rest.
    options.onProgress?.(Math.round((Math.min(start + size, rows.length) / rows.length) * 90));
  }
  const { data, error, status } = await supabase.rpc('commit_ad_spend_import', {
    p_import: importId,
    p_lancamento: lancamento,
  });
  if (error) return failed(error, status);
  options.onProgress?.(100);
  return {
    received: Number(data.received),
    rows: Number(data.rows),
    inserted: Number(data.inserted),
    updated: Number(data.updated),
    unchanged: Number(data.unchanged),
    firstDay: data.first_day,
    lastDay: data.last_day,
  };
}

/** Figures of a campaign, ad set, ad, day or cause. Money in R$; null where a division by zero would be. */
export interface SpendFigures {
  spend: number;
  impressions: number;
  clicks: number;
  leads: number;
  /** Purchase intents (purchase leads). */
  intents: number;
  /** Purchase leads VENDIDO. */
  sales: number;
  /** Purchase leads REEMBOLSADO (refunded, chargeback, protest): never sales. */
  refunds: number;
  gross_revenue: number;
  /** gross * percent / 100 + fixed per sale (the launch's setting). */
  platform_fee: number;
  net_revenue: number;
  /** spend / leads */
  cpl: number | null;
  /** spend / sales */
  cpa: number | null;
  /** ROAS on net revenue: net revenue / spend (what each real spent returned after the platform's fee). */
  roas: number | null;
  /** ROAS on gross revenue: gross revenue / spend (as Meta's Ads Manager reports it). */
  gross_roas: number | null;
  /** net revenue - spend */
  profit: number;
  /** sales * 100 / leads */
  conversion: number | null;
}

export interface SpendAd extends SpendFigures {
  /** null: leads whose ad set was found but not the ad. */
  key: string | null;
  ad_id: string | null;
  /** The newest name (an ad renamed on the platform keeps its figures under its id). */
  name: string | null;
  /** Every name the ad had in the imported rows. */
  names: string[];
}

export interface SpendAdSet extends SpendFigures {
  /** null: leads whose campaign was found but not the ad set. */
  key: string | null;
  ad_set_id: string | null;
  name: string | null;
  ads: SpendAd[];
}

export interface SpendCampaign extends SpendFigures {
  key: string;
  campaign_id: string | null;
  name: string;
  /** Platforms of its spend, comma-separated. */
  platforms: string;
  ad_sets: SpendAdSet[];
}

export interface SpendDay extends SpendFigures {
  day: string;
}

export const UNEXPLAINED_CAUSES = ['no_utm', 'campaign_without_spend', 'other_source'] as const;
export type UnexplainedCause = (typeof UNEXPLAINED_CAUSES)[number];

export interface UnexplainedSales extends SpendFigures {
  cause: UnexplainedCause;
  /** The campaigns (campaign_without_spend) or sources (other_source) behind the figures, most sales first (10). */
  top_values: { value: string; leads: number; sales: number; gross_revenue: number }[];
}

export interface CampaignSpendReport {
  lancamento: number;
  platform_fee_percent: number;
  platform_fee_fixed: number;
  spend_rows: number;
  first_day: string | null;
  last_day: string | null;
  last_import_at: string | null;
  /** Everything spend explains. */
  totals: SpendFigures;
  campaigns: SpendCampaign[];
  days: SpendDay[];
  unexplained: UnexplainedSales[];
}

type Raw = Record<string, unknown>;

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** An id as the database sent it: a string. A number would already have lost digits past 2^53, so it is refused. */
export function idText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  throw new DataError('an ad platform id arrived as a JSON number (digits may be lost)', 'unknown');
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function toFigures(raw: Raw): SpendFigures {
  return {
    spend: num(raw.spend),
    impressions: num(raw.impressions),
    clicks: num(raw.clicks),
    leads: num(raw.leads),
    intents: num(raw.intents),
    sales: num(raw.sales),
    refunds: num(raw.refunds),
    gross_revenue: num(raw.gross_revenue),
    platform_fee: num(raw.platform_fee),
    net_revenue: num(raw.net_revenue),
    cpl: numOrNull(raw.cpl),
    cpa: numOrNull(raw.cpa),
    roas: numOrNull(raw.roas),
    gross_roas: numOrNull(raw.gross_roas),
    profit: num(raw.profit),
    conversion: numOrNull(raw.conversion),
  };
}

const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);

function toCause(value: unknown): UnexplainedCause {
  const cause = String(value);
  if (!(UNEXPLAINED_CAUSES as readonly string[]).includes(cause))
    throw new DataError('unknown unexplained-sales cause', 'unknown');
  return cause as UnexplainedCause;
}

/** Turns the JSON of public.campaign_spend_report into the report (numbers as numbers, ids as strings). */
export function toCampaignSpendReport(raw: Raw): CampaignSpendReport {
  return {
    lancamento: num(raw.lancamento),
    platform_fee_percent: num(raw.platform_fee_percent),
    platform_fee_fixed: num(raw.platform_fee_fixed),
    spend_rows: num(raw.spend_rows),
    first_day: textOrNull(raw.first_day),
    last_day: textOrNull(raw.last_day),
    last_import_at: textOrNull(raw.last_import_at),
    totals: toFigures((raw.totals ?? {}) as Raw),
    campaigns: list(raw.campaigns).map((c) => ({
      ...toFigures(c),
      key: String(c.key),
      campaign_id: idText(c.campaign_id),
      name: String(c.name ?? ''),
      platforms: String(c.platforms ?? ''),
      ad_sets: list(c.ad_sets).map((s) => ({
        ...toFigures(s),
        key: textOrNull(s.key),
        ad_set_id: idText(s.ad_set_id),
        name: textOrNull(s.name),
        ads: list(s.ads).map((a) => ({
          ...toFigures(a),
          key: textOrNull(a.key),
          ad_id: idText(a.ad_id),
          name: textOrNull(a.name),
          names: list(a.names).map(String),
        })),
      })),
    })),
    days: list(raw.days).map((d) => ({ ...toFigures(d), day: String(d.day) })),
    unexplained: list(raw.unexplained).map((u) => ({
      ...toFigures(u),
      cause: toCause(u.cause),
      top_values: list(u.top_values).map((t) => ({
        value: String(t.value),
        leads: num(t.leads),
        sales: num(t.sales),
        gross_revenue: num(t.gross_revenue),
      })),
    })),
  };
}

/** The figures of one launch: drill-down campaign -> ad set -> ad, per day, and what no spend explains. */
export async function fetchCampaignSpendReport(lancamento: number): Promise<CampaignSpendReport> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('campaign_spend_report', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar o investimento por campanha', error, { status });
  return toCampaignSpendReport(data);
}
