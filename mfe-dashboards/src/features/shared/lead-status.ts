import { CODE_LABELS } from './labels';

/** Purchase-lead statuses in sorting order (internal-side.md section 4). Stored in upper case. */
export const LEAD_STATUSES = [
  'NOVO',
  'CONTATADO',
  'AGUARDANDO PAGAMENTO',
  'AGUARDANDO PAGAMENTO PARCELADO',
  'VENDIDO',
  // Set by the checkout webhook on a refund, chargeback or protest (staff may also set it); not a sale.
  'REEMBOLSADO',
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type StatusTone = 'blue' | 'yellow' | 'orange' | 'purple' | 'green' | 'red' | 'grey';

const LABELS: Record<LeadStatus, string> = CODE_LABELS.status;

const INFO: Record<LeadStatus, { label: string; tone: StatusTone; order: number }> = {
  NOVO: { label: LABELS.NOVO, tone: 'blue', order: 1 },
  CONTATADO: { label: LABELS.CONTATADO, tone: 'yellow', order: 2 },
  'AGUARDANDO PAGAMENTO': { label: LABELS['AGUARDANDO PAGAMENTO'], tone: 'orange', order: 3 },
  'AGUARDANDO PAGAMENTO PARCELADO': { label: LABELS['AGUARDANDO PAGAMENTO PARCELADO'], tone: 'purple', order: 4 },
  VENDIDO: { label: LABELS.VENDIDO, tone: 'green', order: 5 },
  REEMBOLSADO: { label: LABELS.REEMBOLSADO, tone: 'red', order: 6 },
};

/** A known status in upper case, or null (lower-case values are known too; a missing one reads as NOVO). */
export function normalizeStatus(value: string | null | undefined): LeadStatus | null {
  if (value == null || value.trim() === '') return 'NOVO';
  const upper = value.trim().toUpperCase();
  return (LEAD_STATUSES as readonly string[]).includes(upper) ? (upper as LeadStatus) : null;
}

/** Label, colour and sort order of any stored value: unknown values are grey and labelled 'Novo'. */
export function statusInfo(value: string | null | undefined): {
  status: LeadStatus;
  label: string;
  tone: StatusTone;
  order: number;
} {
  const status = normalizeStatus(value);
  if (!status) return { status: 'NOVO', label: 'Novo', tone: 'grey', order: 1 };
  return { status, ...INFO[status] };
}

export function statusLabel(status: LeadStatus): string {
  return INFO[status].label;
}
