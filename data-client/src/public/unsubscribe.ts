import { DataError } from '../errors';
import { callPublicRpc, firstRow } from './rpc';

export const UNSUBSCRIBE_REASONS = [
  'not_interested',
  'too_many_emails',
  'content_not_relevant',
  'found_solution',
  'timing_not_right',
  'other',
] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export interface UnsubscribeContext {
  firstName: string;
  /** False when the subscription was already cancelled ('Esta inscrição já foi cancelada anteriormente.'). */
  active: boolean;
}

/**
 * Looks the unsubscribe token up. Missing token: a 'not_found' DataError before any request; unknown token: null;
 * other failures: a DataError of their kind (the page words each case).
 */
export async function getUnsubscribeContext(token: string | null | undefined): Promise<UnsubscribeContext | null> {
  const trimmed = token?.trim() ?? '';
  if (trimmed === '') throw new DataError('link sem token de descadastro', 'not_found');
  const data = await callPublicRpc<unknown>(
    'get_unsubscribe_context',
    { p_token: trimmed },
    'erro ao validar link de descadastro',
  );
  const row = firstRow<{ first_name: string | null; active: boolean }>(data);
  return row ? { firstName: row.first_name ?? '', active: row.active } : null;
}

export type CancelResult = 'cancelled' | 'already_cancelled';

/**
 * Cancels the subscription with a reason (other needs text; text is trimmed). Rejected input: an 'invalid' DataError
 * with the function's Portuguese message; other failures: their kind.
 */
export async function cancelSubscription(
  token: string,
  reason: UnsubscribeReason,
  otherReason?: string | null,
): Promise<CancelResult> {
  const other = otherReason?.trim() ?? '';
  const data = await callPublicRpc<unknown>(
    'cancel_subscription',
    { p_token: token.trim(), p_reason: reason, p_other_reason: other === '' ? null : other },
    'erro ao cancelar inscrição',
  );
  if (data !== 'cancelled' && data !== 'already_cancelled') {
    console.error('[data-client] resposta inesperada de cancel_subscription', data);
    throw new DataError('resposta inesperada de cancel_subscription', 'unknown');
  }
  return data;
}
