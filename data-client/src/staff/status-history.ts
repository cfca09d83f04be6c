import { fail, MESSAGES } from '../errors';
import { getSupabase } from './supabase';

/** One status change of a purchase lead, recorded by the database trigger. */
export interface StatusChange {
  id: number;
  fromStatus: string;
  toStatus: string;
  changedBy: string | null;
  changedByEmail: string | null;
  changedAt: string;
  /** 'staff' (by hand), 'checkout' (the checkout webhook) or null (the system). */
  actor?: 'staff' | 'checkout' | null;
  /** The checkout event behind a 'checkout' change (e.g. PURCHASE_APPROVED). */
  event?: string | null;
}

/** A lead's status changes, newest first (public.purchase_lead_status_history). */
export async function fetchStatusHistory(leadId: number): Promise<StatusChange[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('purchase_lead_status_history', { p_lead_id: leadId });
  if (error) throw fail('erro ao carregar o histórico de status', error, { fallback: MESSAGES.staffFailed, status });
  return (data ?? []) as StatusChange[];
}
