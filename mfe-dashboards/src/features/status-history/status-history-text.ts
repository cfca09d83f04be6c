import type { StatusChange } from '@funil/data-client/src/staff/status-history';
import { normalizeStatus, statusLabel } from '../purchase-leads/hot/lead-status';

function label(value: string): string {
  const status = normalizeStatus(value);
  return status ? statusLabel(status) : value;
}

/** 'Novo → Contatado por ana@x.com' (the database's e-mail of who changed it; 'sistema' without a signed-in user). */
export function describeChange(change: Pick<StatusChange, 'fromStatus' | 'toStatus' | 'changedByEmail'>): string {
  return `${label(change.fromStatus)} → ${label(change.toStatus)} por ${change.changedByEmail ?? 'sistema'}`;
}
