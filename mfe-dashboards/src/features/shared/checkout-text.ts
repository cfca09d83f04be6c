import { formatBrl } from '@funil/shared-ui/format/numbers';
import type { RevenueRow } from '@funil/data-client/staff/checkout';
import type { CsvColumn } from '@funil/data-client/staff/exports';

/** Portuguese names of the checkout platform's events (status history, unmatched events, closers' queue). */
export const CHECKOUT_EVENT_LABELS: Record<string, string> = {
  PURCHASE_APPROVED: 'Compra aprovada',
  PURCHASE_COMPLETE: 'Compra concluída',
  PURCHASE_BILLET_PRINTED: 'Boleto impresso',
  PURCHASE_DELAYED: 'Pagamento atrasado',
  PURCHASE_CANCELED: 'Compra cancelada',
  PURCHASE_EXPIRED: 'Compra expirada',
  PURCHASE_REFUNDED: 'Reembolso',
  PURCHASE_CHARGEBACK: 'Chargeback',
  PURCHASE_PROTEST: 'Reclamação (protesto)',
  PURCHASE_OUT_OF_SHOPPING_CART: 'Carrinho abandonado',
};

/** 'Compra aprovada (PURCHASE_APPROVED)'; an unknown name as is. */
export function checkoutEventLabel(event: string | null | undefined): string {
  if (!event) return '—';
  const label = CHECKOUT_EVENT_LABELS[event];
  return label ? `${label} (${event})` : event;
}

/** The checkout screens' own texts. */
export const CHECKOUT_TEXTS = {
  linkFailed: 'Erro ao vincular o evento. Tente novamente.',
} as const;

/** 'R$ 1.497,50'; '—' without a value. */
export function brlText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : formatBrl(value);
}

/** Columns of the revenue export (one file per dimension); money as a number with 2 decimals so spreadsheets sum it. */
export function revenueColumns(valueHeader: string): CsvColumn<RevenueRow>[] {
  return [
    { header: valueHeader, value: (r) => r.value },
    { header: 'Leads', value: (r) => r.leads },
    { header: 'Vendas', value: (r) => r.sales },
    { header: 'Receita (R$)', value: (r) => r.revenue, decimals: 2 },
    { header: 'Conversão lead→venda (%)', value: (r) => r.conversion, decimals: 2 },
  ];
}
