import { DataError, fail, refuse } from '../../errors';
import { columnList, type TableRow } from '../../db';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';

export const PURCHASE_LEAD_STATUSES = [
  'NOVO',
  'CONTATADO',
  'AGUARDANDO PAGAMENTO',
  'AGUARDANDO PAGAMENTO PARCELADO',
  'VENDIDO',
  // Set by the checkout webhook (refund, chargeback, protest); never counted as a sale.
  'REEMBOLSADO',
] as const;

export type PurchaseLeadStatus = (typeof PURCHASE_LEAD_STATUSES)[number];

const PURCHASE_LEAD_COLUMN_NAMES = [
  'id',
  'name',
  'email',
  'whatsapp',
  'lancamento',
  'status',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'payment_processor',
  'redirected_to_payment',
  'payment_url',
  'purchase_intent_timestamp',
  'created_at',
  'updated_at',
] as const;

/** A row of purchase_leads as the dashboard reads it (typed from the schema: src/database.types.ts). */
export type PurchaseLead = Pick<TableRow<'purchase_leads'>, (typeof PURCHASE_LEAD_COLUMN_NAMES)[number]>;

export interface PurchaseLeadFilter {
  lancamento: number;
  /** null / undefined: every status. */
  status?: PurchaseLeadStatus | null;
  /** Rows to read, newest first (the dashboard reads 50). */
  limit?: number;
}

export type PurchaseLeadStats = JsonReturns['purchase_lead_stats'];

export const HOT_LIST_LIMIT = 50;

const COLUMNS = columnList(PURCHASE_LEAD_COLUMN_NAMES);

/** Newest purchase leads of a launch, optionally of one status. */
export async function fetchPurchaseLeads(filter: PurchaseLeadFilter): Promise<PurchaseLead[]> {
  const supabase = await getSupabase();
  let query = supabase.from('purchase_leads').select(COLUMNS).eq('lancamento', filter.lancamento);
  if (filter.status) query = query.eq('status', filter.status);
  const { data, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(filter.limit ?? HOT_LIST_LIMIT);
  if (error) throw fail('erro ao carregar os leads de compra', error, { status });
  return (data ?? []) as PurchaseLead[];
}

/**
 * Page `page` (1-based) of every purchase lead of a launch (and status), newest first, for exports: no limit on
 * the whole, `perPage` rows a request; the first page also counts the filter's total (null on later pages).
 */
export async function fetchPurchaseLeadsPage(
  filter: Pick<PurchaseLeadFilter, 'lancamento' | 'status'>,
  page: number,
  perPage: number,
): Promise<{ rows: PurchaseLead[]; total: number | null }> {
  const supabase = await getSupabase();
  let query = supabase
    .from('purchase_leads')
    .select(COLUMNS, page === 1 ? { count: 'exact' } : {})
    .eq('lancamento', filter.lancamento);
  if (filter.status) query = query.eq('status', filter.status);
  const from = (page - 1) * perPage;
  const { data, error, status, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + perPage - 1);
  if (error) throw fail('erro ao exportar os leads de compra', error, { status });
  return { rows: (data ?? []) as PurchaseLead[], total: count ?? null };
}

/** Figures of a launch computed by SQL (public.purchase_lead_stats). */
export async function fetchPurchaseLeadStats(lancamento: number): Promise<PurchaseLeadStats> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('purchase_lead_stats', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar as estatísticas dos leads de compra', error, { status });
  return data;
}

function assertStatus(status: string): asserts status is PurchaseLeadStatus {
  if (!(PURCHASE_LEAD_STATUSES as readonly string[]).includes(status)) {
    throw refuse('bad_argument', `unknown purchase lead status: ${status}`);
  }
}

/** Sets one lead's status; fails when the lead is not there (or not visible). */
export async function updateLeadStatus(id: number, newStatus: PurchaseLeadStatus): Promise<void> {
  assertStatus(newStatus);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('purchase_leads')
    .update({ status: newStatus })
    .eq('id', id)
    .select('id');
  if (error) throw fail('erro ao atualizar o status do lead', error, { status });
  if (!data || data.length === 0) throw new DataError('lead de compra não encontrado', 'not_found');
}

/** Sets the status of several leads; returns how many were changed. */
export async function updateMultipleLeadsStatus(
  ids: readonly number[],
  newStatus: PurchaseLeadStatus,
): Promise<number> {
  assertStatus(newStatus);
  if (ids.length === 0) throw refuse('no_selection', 'no purchase lead selected');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('purchase_leads')
    .update({ status: newStatus })
    .in('id', [...ids])
    .select('id');
  if (error) throw fail('erro ao alterar o status dos leads', error, { status });
  if (!data || data.length === 0) throw new DataError('nenhum lead de compra alterado', 'not_found');
  return data.length;
}

/** Deletes several leads; returns how many were deleted. */
export async function deleteMultiplePurchaseLeads(ids: readonly number[]): Promise<number> {
  if (ids.length === 0) throw refuse('no_selection', 'no purchase lead selected');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('purchase_leads')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw fail('erro ao excluir leads de compra', error, { status });
  if (!data || data.length === 0) throw new DataError('nenhum lead de compra excluído', 'not_found');
  return data.length;
}
