// Ad spend and what each lead and sale cost (supabase/migrations/20261125300000_campaign_spend.sql): the spend import
// (public.import_ad_spend), the figures per campaign, ad set, ad and day (public.campaign_spend_report) and the
// launch's platform fee (launches.platform_fee_percent / platform_fee_fixed, public.save_launch_platform_fee).
// Ad platforms' ids are 18-19 digit strings, beyond Number.MAX_SAFE_INTEGER: they stay strings here, end to end.
import { DataError, fail } from '../errors';
import { getSupabase } from './supabase';

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

/** Rows per call of public.import_ad_spend (it takes at most 5,000). */
export const AD_SPEND_BATCH_SIZE = 2000;

/**
 * Imports spend rows of one launch in batches, in order. Each batch is one transaction; a row already there for that
 * launch, platform, day and ad is replaced, so importing a file again (or again after a failure) never doubles it.
 */
export async function importAdSpend(
  lancamento: number,
  rows: readonly AdSpendRow[],
  options: { onProgress?: (percent: number) => void; batchSize?: number } = {},
): Promise<AdSpendImportResult> {
  if (!Number.isInteger(lancamento) || lancamento < 1) throw new DataError('Lançamento inválido.', 'invalid');
  if (rows.length === 0) throw new DataError('Nenhuma linha para importar.', 'invalid');
  const size = options.batchSize ?? AD_SPEND_BATCH_SIZE;
  const supabase = await getSupabase();
  const total: AdSpendImportResult = {
    received: 0,
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    firstDay: null,
    lastDay: null,
  };
  for (let start = 0; start < rows.length; start += size) {
    const { data, error, status } = await supabase.rpc('import_ad_spend', {
      p_lancamento: lancamento,
      p_rows: rows.slice(start, start + size),
    });
    if (error) {
      const mapped = fail('erro ao importar o investimento em anúncios', error, { status });
      // 'Linha N: ...' of the function counts within the batch: give the line of the whole file.
      const line = /^Linha (\d+): (.*)$/.exec(mapped.message);
      if (line)
        throw new DataError(`Linha ${start + Number(line[1])}: ${line[2]}`, mapped.kind, {
          cause: mapped,
          sourceCode: mapped.sourceCode,
        });
      throw mapped;
    }
    total.received += Number(data.received);
    total.rows += Number(data.rows);
    total.inserted += Number(data.inserted);
    total.updated += Number(data.updated);
    total.unchanged += Number(data.unchanged);
    if (data.first_day && (total.firstDay === null || data.first_day < total.firstDay)) total.firstDay = data.first_day;
    if (data.last_day && (total.lastDay === null || data.last_day > total.lastDay)) total.lastDay = data.last_day;
    options.onProgress?.(Math.round((Math.min(start + size, rows.length) / rows.length) * 100));
  }
  return total;
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
  if (!Number.isInteger(lancamento) || lancamento < 1) throw new DataError('Lançamento inválido.', 'invalid');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('campaign_spend_report', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar o investimento por campanha', error, { status });
  return toCampaignSpendReport(data);
}
