// What keeps the launch e-mail from mailing strangers, for staff (supabase/migrations/20261127200000_email_abuse.sql,
// 20261127200100_email_feedback.sql, docs/email.md "Abuse", "Bounces and complaints"): confirmations held back at
// registration (per client address, per site minute), held-back bursts per minute (site health), and each message's
// bounce and complaint rates against the provider's review thresholds. Staff-only functions, snake_case keys.
import { checkId, DataError, fail } from '../../errors';
import type { JsonReturns } from '../staff-answers';
import { getSupabase } from '../supabase';

export type HeldBackConfirmation = JsonReturns['email_held_back'][number];
export type EmailDeliveryRates = JsonReturns['email_delivery_rates'];
export type MessageDeliveryRates = EmailDeliveryRates['messages'][number];
export type ConfirmationBursts = JsonReturns['confirmation_bursts'];

function checkLaunch(lancamento: number): void {
  checkId(lancamento, 'launch id');
}

/** The launch's confirmations held back at registration, newest first (at most 200; public.email_held_back). */
export async function fetchEmailHeldBack(lancamento: number): Promise<HeldBackConfirmation[]> {
  checkLaunch(lancamento);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('email_held_back', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar as confirmações retidas', error, { status });
  return data ?? [];
}

/** Per message: sent, bounces, complaints and their rates (public.email_delivery_rates). */
export async function fetchEmailDeliveryRates(lancamento: number): Promise<EmailDeliveryRates> {
  checkLaunch(lancamento);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('email_delivery_rates', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar as devoluções e reclamações', error, { status });
  if (!data) throw new DataError('email_delivery_rates answered nothing', 'unknown');
  return data;
}

/** Confirmations held back per minute over the last `hours` (public.confirmation_bursts). */
export async function fetchConfirmationBursts(hours: number): Promise<ConfirmationBursts> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('confirmation_bursts', { p_hours: hours });
  if (error) throw fail('erro ao carregar as confirmações retidas', error, { status });
  if (!data) throw new DataError('confirmation_bursts answered nothing', 'unknown');
  return data;
}
