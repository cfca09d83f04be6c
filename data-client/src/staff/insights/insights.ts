import { checkId, fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';
import { FUNNEL_OUTSIDE_KEYS, FUNNEL_STEP_KEYS } from './vocabulary';
export { FUNNEL_OUTSIDE_KEYS, FUNNEL_STEP_KEYS } from './vocabulary';

export type FunnelStepKey = (typeof FUNNEL_STEP_KEYS)[number];

/** A step of the funnel: the steps are nested sets (each a subset of the one before), so no rate exceeds 100%. */
export type FunnelStep = JsonReturns['launch_funnel']['steps'][number];

export type FunnelOutsideKey = (typeof FUNNEL_OUTSIDE_KEYS)[number];

/** Purchase intents outside the funnel, shown beside it: how many, how many reached checkout, how many sold. */
export type FunnelOutsideLine = JsonReturns['launch_funnel']['outside'][number];

export type LaunchFunnel = JsonReturns['launch_funnel'];

export interface FunnelFilter {
  lancamento: number;
  /** As shown by fetchFunnelFilterOptions ('Sem Fonte' for none); null: all. */
  utmSource?: string | null;
  /** 'Sem Campanha' for none; null: all. */
  utmCampaign?: string | null;
}

/** Funnel of a launch computed by SQL (public.launch_funnel). */
export async function fetchLaunchFunnel(filter: FunnelFilter): Promise<LaunchFunnel> {
  checkId(filter.lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_funnel', {
    p_lancamento: filter.lancamento,
    p_utm_source: filter.utmSource || null,
    p_utm_campaign: filter.utmCampaign || null,
  });
  if (error) throw fail('erro ao carregar o funil', error, { status });
  return data;
}

export type FunnelFilterOptions = JsonReturns['funnel_filter_options'];

export async function fetchFunnelFilterOptions(lancamento: number): Promise<FunnelFilterOptions> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('funnel_filter_options', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar os filtros do funil', error, { status });
  return data;
}

/** Leads or answers of one day (yyyy-mm-dd, Brasília). */
export type DayCount = JsonReturns['leads_per_day'][number];

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
  if (error) throw fail('erro ao carregar os leads por dia', error, { status });
  return data;
}

export const UTM_DIMENSIONS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type UtmDimension = (typeof UTM_DIMENSIONS)[number];

export type UtmBreakdownRow = JsonReturns['lead_utm_breakdown'][number];

/** Leads grouped by one UTM field ('Sem valor' for empty), biggest first (public.lead_utm_breakdown). */
export async function fetchUtmBreakdown(
  dimension: UtmDimension,
  filter: DateRangeFilter = {},
): Promise<UtmBreakdownRow[]> {
  if (!(UTM_DIMENSIONS as readonly string[]).includes(dimension))
    throw refuse('bad_argument', `unknown UTM dimension: ${dimension}`);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_utm_breakdown', {
    p_dimension: dimension,
    p_lancamento: filter.lancamento ?? null,
    p_start: filter.startDate || null,
    p_end: filter.endDate || null,
  });
  if (error) throw fail('erro ao carregar a divisão por UTM', error, { status });
  return data;
}
