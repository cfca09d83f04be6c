import { checkId, fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';
import { RECOVERY_CONSENTS, RECOVERY_OUTCOMES, RECOVERY_SEQUENCES } from './vocabulary';
export { RECOVERY_CONSENTS, RECOVERY_OUTCOMES, RECOVERY_SEQUENCES } from './vocabulary';

/** One buyer of the closers' queue: their newest unsettled abandoned checkout or pending payment. */
export type RecoveryQueueItem = JsonReturns['checkout_recovery_queue'][number];
export type RecoveryOutcome = (typeof RECOVERY_OUTCOMES)[number];
export type RecoveryConsent = (typeof RECOVERY_CONSENTS)[number];
export type RecoveryReport = JsonReturns['checkout_recovery_report'];
export type RecoverySequence = (typeof RECOVERY_SEQUENCES)[number];

/** The launch's abandoned checkouts and pending payments nobody settled yet, newest first (public.checkout_recovery_queue). */
export async function fetchRecoveryQueue(lancamento: number): Promise<RecoveryQueueItem[]> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('checkout_recovery_queue', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar a fila de recuperação', error, { status });
  return data;
}

/** A closer's outcome for a queue item (replaces the earlier one). */
export async function setRecoveryOutcome(
  checkoutEventId: number,
  outcome: RecoveryOutcome,
): Promise<JsonReturns['set_checkout_recovery_outcome']> {
  if (!(RECOVERY_OUTCOMES as readonly string[]).includes(outcome))
    throw refuse('bad_argument', `unknown recovery outcome: ${outcome}`);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('set_checkout_recovery_outcome', {
    p_checkout_event_id: checkoutEventId,
    p_outcome: outcome,
  });
  if (error) throw fail('erro ao salvar o resultado do contato', error, { status });
  return data;
}

/** Recovered sales and revenue per sequence, messaged buyers against the holdout (public.checkout_recovery_report). */
export async function fetchRecoveryReport(lancamento: number): Promise<RecoveryReport> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('checkout_recovery_report', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar o relatório de recuperação', error, { status });
  return data;
}

/** Sets the launch's holdout share (0-50 %): buyers in it get no recovery e-mail. */
export async function setRecoveryHoldoutPercent(lancamento: number, percent: number): Promise<void> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 50)
    throw refuse('out_of_range', `holdout share ${percent} % outside 0-50 %`);
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('set_recovery_holdout_percent', {
    p_lancamento: lancamento,
    p_percent: percent,
  });
  if (error) throw fail('erro ao salvar a parcela de controle', error, { status });
}
