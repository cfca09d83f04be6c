import type { StatusChange } from '@funil/data-client/staff/status-history';
import { normalizeStatus, statusLabel } from '../../shared/lead-status';
import { checkoutEventLabel } from '../../shared/checkout-text';

function label(value: string): string {
  const status = normalizeStatus(value);
  return status ? statusLabel(status) : value;
}

/**
 * 'Novo → Contatado por ana@x.com' (the database's e-mail of who changed it; 'sistema' without a signed-in user);
 * a change made by the checkout webhook: 'Novo → Vendido por checkout: Compra aprovada (PURCHASE_APPROVED)'.
 */
export function describeChange(
  change: Pick<StatusChange, 'from_status' | 'to_status' | 'changed_by_email' | 'actor' | 'event'>,
): string {
  const move = `${label(change.from_status)} → ${label(change.to_status)}`;
  if (change.actor === 'checkout') return `${move} por checkout: ${checkoutEventLabel(change.event)}`;
  return `${move} por ${change.changed_by_email ?? 'sistema'}`;
}
