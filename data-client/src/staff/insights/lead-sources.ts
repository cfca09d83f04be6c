import { fail, logDataError, refuse } from '../../errors';
import type { z } from 'zod';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';
import type { leadSourceRow } from './answers';

/** One row of the source table: medium is the first one seen for the source; percentage is a whole number. */
export type LeadSourceRow = z.infer<typeof leadSourceRow>;

/** Lead-source metrics (internal-side spec, section 3), computed by SQL (public.lead_source_metrics). */
export type LeadSourceMetrics = JsonReturns['lead_source_metrics'];

export interface LeadSourceFilter {
  /** null / undefined: every launch ('Todos os Lançamentos'). */
  lancamento?: number | null;
  /** yyyy-mm-dd, calendar days in Brasília time, inclusive. */
  startDate?: string | null;
  endDate?: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!ISO_DATE.test(value)) throw refuse('bad_argument', `not a yyyy-mm-dd date: ${value}`);
  return value;
}

/** Metrics for the filters (server-side aggregation; never pages leads into the browser). */
export async function fetchLeadSourceMetrics(filter: LeadSourceFilter = {}): Promise<LeadSourceMetrics> {
  const args = {
    p_lancamento: filter.lancamento ?? null,
    p_start: dateOrNull(filter.startDate),
    p_end: dateOrNull(filter.endDate),
  };
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_source_metrics', args);
  if (error) throw fail('erro ao carregar as métricas de origem dos leads', error, { status });
  return data;
}

/** Launch numbers that have leads, newest first (missing launch counts as 1); on error an empty list (spec). */
export async function fetchLeadLaunches(): Promise<number[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('lead_launches');
  if (error) {
    logDataError('erro ao carregar a lista de lançamentos', error);
    return [];
  }
  return ((data ?? []) as number[]).map(Number);
}
