import { fail } from '../../errors';
import type { z } from 'zod';
import { getSupabase } from '../supabase';
import type { statusChange } from './answers';

/** One status change of a purchase lead, recorded by the database trigger (schema: staff-answers.ts). */
export type StatusChange = z.infer<typeof statusChange>;

/** A lead's status changes, newest first (public.purchase_lead_status_history). */
export async function fetchStatusHistory(leadId: number): Promise<StatusChange[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('purchase_lead_status_history', { p_lead_id: leadId });
  if (error) throw fail('erro ao carregar o histórico de status', error, { status });
  return data ?? [];
}
