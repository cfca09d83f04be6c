import { DataError, fail, MESSAGES } from '../errors';
import { getSupabase } from './supabase';

export const FUNNEL_STEP_KEYS = ['registered', 'answered_survey', 'purchase_intent', 'redirected', 'sold'] as const;
export type FunnelStepKey = (typeof FUNNEL_STEP_KEYS)[number];

/** A step of the funnel: the steps are nested sets (each a subset of the one before), so no rate exceeds 100%. */
export interface FunnelStep {
  key: FunnelStepKey;
  count: number;
  /** Percent of the previous step (two decimals); null for the first step or after an empty one. */
  conversion: number | null;
  /** Percent of the first step (two decimals); null when the first step is empty. */
  ofFirst: number | null;
}

export const FUNNEL_OUTSIDE_KEYS = ['registered_without_survey', 'without_registration', 'cold_conversions'] as const;
export type FunnelOutsideKey = (typeof FUNNEL_OUTSIDE_KEYS)[number];

/** Purchase intents outside the funnel, shown beside it: how many, how many reached checkout, how many sold. */
export interface FunnelOutsideLine {
  key: FunnelOutsideKey;
  count: number;
  redirected: number;
  sold: number;
}

export interface LaunchFunnel {
  lancamento: number;
  steps: FunnelStep[];
  outside: FunnelOutsideLine[];
  overallConversion: number | null;
}

export interface FunnelFilter {
  lancamento: number;
  /** As shown by fetchFunnelFilterOptions ('Sem Fonte' for none); null: all. */
  utmSource?: string | null;
  /** 'Sem Campanha' for none; null: all. */
  utmCampaign?: string | null;
}

function toNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** Funnel of a launch computed by SQL (public.launch_funnel). */
export async function fetchLaunchFunnel(filter: FunnelFilter): Promise<LaunchFunnel> {
  if (!Number.isInteger(filter.lancamento) || filter.lancamento < 1)
    throw new DataError('Lançamento inválido.', 'invalid_input');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_funnel', {
    p_lancamento: filter.lancamento,
    p_utm_source: filter.utmSource || null,
    p_utm_campaign: filter.utmCampaign || null,
  });
  if (error) throw fail('erro ao carregar o funil', error, { fallback: MESSAGES.staffFailed, status });
  const raw = data;
  return {
    lancamento: raw.lancamento,
    steps: raw.steps.map((s) => ({
      key: s.key,
      count: Number(s.count),
      conversion: toNumberOrNull(s.conversion),
      ofFirst: toNumberOrNull(s.ofFirst),
    })),
    outside: (raw.outside ?? []).map((o) => ({
      key: o.key,
      count: Number(o.count),
      redirected: Number(o.redirected),
      sold: Number(o.sold),
    })),
    overallConversion: toNumberOrNull(raw.overallConversion),
  };
}

export interface FunnelFilterOptions {
  sources: string[];
  campaigns: string[];
}

export async function fetchFunnelFilterOptions(lancamento: number): Promise<FunnelFilterOptions> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('funnel_filter_options', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar os filtros do funil', error, { fallback: MESSAGES.staffFailed, status });
  return data;
}

export interface DayCount {
  /** yyyy-mm-dd (Brasília). */
  day: string;
  count: number;
}

export interface DateRangeFilter {
  lancamento?: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** Leads registered per day with the /campanhas filters (public.leads_per_day). */
export async function fetchLeadsPerDay(filter: DateRangeFilter = {}): Promise<DayCount[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('leads_per_day', {
    p_lancamento: filter.lancamento ?? null,
    p_start: filter.startDate || null,
    p_end: filter.endDate || null,
  });
  if (error) throw fail('erro ao carregar os leads por dia', error, { fallback: MESSAGES.staffFailed, status });
  return data.map((d) => ({ day: d.day, count: Number(d.count) }));
}

export const UTM_DIMENSIONS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type UtmDimension = (typeof UTM_DIMENSIONS)[number];

export interface UtmBreakdownRow {
  value: string;
  count: number;
  percentage: number;
}

/** Leads grouped by one UTM field ('Sem valor' for empty), biggest first (public.lead_utm_breakdown). */
export async function fetchUtmBreakdown(
  dimension: UtmDimension,
  filter: DateRangeFilter = {},
): Promise<UtmBreakdownRow[]> {
  if (!(UTM_DIMENSIONS as readonly string[]).includes(dimension))
    throw new DataError('Dimensão de UTM inválida.', 'invalid_input');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_utm_breakdown', {
    p_dimension: dimension,
    p_lancamento: filter.lancamento ?? null,
    p_start: filter.startDate || null,
    p_end: filter.endDate || null,
  });
  if (error) throw fail('erro ao carregar a divisão por UTM', error, { fallback: MESSAGES.staffFailed, status });
  return data.map((r) => ({ value: r.value, count: Number(r.count), percentage: Number(r.percentage) }));
}
