import { checkId, fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';

/** Dimensions of the revenue table: utm_source ('Sem Fonte' for none) or utm_campaign ('Sem Campanha'). */
export const REVENUE_DIMENSIONS = ['source', 'campaign'] as const;
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];

export interface RevenueRow {
  value: string;
  /** Registered leads with this value. */
  leads: number;
  /** Purchase leads with this value whose status is VENDIDO (REEMBOLSADO is not a sale). */
  sales: number;
  /** R$ from the checkout events of those sales. */
  revenue: number;
  /** sales * 100 / leads (two decimals); null without leads. */
  conversion: number | null;
}

export interface RevenueReport {
  dimension: RevenueDimension;
  rows: RevenueRow[];
  totals: Omit<RevenueRow, 'value'>;
}

export interface RevenueFilter {
  /** null: every launch. */
  lancamento?: number | null;
  /** yyyy-mm-dd (Brasília): leads by registration day, sales by the day of the approving event. */
  startDate?: string | null;
  endDate?: string | null;
}

function toRow(raw: Omit<RevenueRow, 'value'>): Omit<RevenueRow, 'value'> {
  return { leads: raw.leads, sales: raw.sales, revenue: raw.revenue, conversion: raw.conversion };
}

/** Leads, sales, revenue and lead-to-sale conversion per source or campaign (public.checkout_revenue_by_utm). */
export async function fetchRevenueByUtm(
  dimension: RevenueDimension,
  filter: RevenueFilter = {},
): Promise<RevenueReport> {
  if (!(REVENUE_DIMENSIONS as readonly string[]).includes(dimension))
    throw refuse('bad_argument', `unknown revenue dimension: ${dimension}`);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('checkout_revenue_by_utm', {
    p_dimension: dimension,
    p_lancamento: filter.lancamento ?? null,
    p_start: filter.startDate || null,
    p_end: filter.endDate || null,
  });
  if (error) throw fail('erro ao carregar a receita por UTM', error, { status });
  const raw = data;
  return { dimension, rows: raw.rows.map((r) => ({ value: r.value, ...toRow(r) })), totals: toRow(raw.totals) };
}

/** A payment event no purchase lead matched (kept for staff to link). */
export type UnmatchedCheckoutEvent = JsonReturns['checkout_unmatched_events'][number];

/** Unmatched events, newest first; with a launch, that launch's and those of no known launch. */
export async function fetchUnmatchedCheckoutEvents(
  lancamento: number | null = null,
): Promise<UnmatchedCheckoutEvent[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('checkout_unmatched_events', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar os eventos de pagamento', error, { status });
  return data;
}

/**
 * Links an unmatched event (and the unmatched events of its transaction) to the purchase lead with that e-mail in that
 * launch; the lead's status follows its events again. Returns the lead's status afterwards.
 */
export async function linkCheckoutEvent(
  eventId: number,
  email: string,
  lancamento: number,
): Promise<{ linked: number; status: string | null }> {
  checkId(lancamento, 'launch id');
  if (email.trim() === '') throw refuse('no_email', 'a checkout event linked to an empty e-mail');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('link_checkout_event', {
    p_event_id: eventId,
    p_email: email,
    p_lancamento: lancamento,
  });
  if (error) throw fail('erro ao vincular o evento de pagamento', error, { status });
  const raw = data;
  return { linked: Number(raw.linked), status: raw.status };
}
