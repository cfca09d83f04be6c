import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';
import { nextSort, sortBy, type SortState } from '../../shared/sorting';
import { codeLabel } from '../../shared/labels';
import { statusInfo } from '../../shared/lead-status';

export type HotColumn = 'name' | 'email' | 'status' | 'utm_source' | 'created_at';
const DESC_FIRST: readonly HotColumn[] = ['created_at'];

export function nextHotSort(current: SortState<HotColumn> | null, column: HotColumn) {
  return nextSort(current, column, DESC_FIRST);
}

/** The origin of a lead as the per-source counts key it: its utm_source, or 'direct' when missing. */
export function utmSourceKey(row: Pick<PurchaseLead, 'utm_source'>): string {
  return row.utm_source?.trim() || 'direct';
}

/** The origin shown for a lead, in Portuguese for the system's codes ('direct', 'cold_lead_conversion'). */
export function utmSourceLabel(row: Pick<PurchaseLead, 'utm_source'>): string {
  return codeLabel('utmSource', utmSourceKey(row));
}

/** Hot leads in the chosen order; status sorts novo (1) .. vendido (5); origin sorts by the shown value ('direct'). */
export function sortHotLeads(rows: readonly PurchaseLead[], sort: SortState<HotColumn> | null): PurchaseLead[] {
  if (!sort) return [...rows];
  if (sort.key === 'status') return sortBy(rows, (row) => statusInfo(row.status).order, sort.direction);
  if (sort.key === 'created_at') return sortBy(rows, (row) => Date.parse(row.created_at), sort.direction);
  if (sort.key === 'utm_source') return sortBy(rows, utmSourceLabel, sort.direction);
  return sortBy(rows, (row) => row[sort.key], sort.direction);
}

export const HOT_MESSAGES = {
  statusFailed: 'Erro ao atualizar status. Tente novamente.',
  bulkStatusDone: (n: number) => `Status alterado para ${formatNumber(n)} leads!`,
  bulkStatusFailed: 'Erro ao alterar status. Tente novamente.',
  deleteConfirm: (n: number) =>
    `Tem certeza que deseja excluir ${formatNumber(n)} leads? Esta ação não pode ser desfeita.`,
  deleteDone: (n: number) => `${formatNumber(n)} leads excluídos com sucesso!`,
  deleteFailed: 'Erro ao excluir leads. Tente novamente.',
  bulkStatusConfirm: (n: number, status: string) => `Alterar o status de ${formatNumber(n)} leads para "${status}"?`,
  whatsappConfirm: (n: number) => `Abrir ${formatNumber(n)} conversas no WhatsApp?`,
  popupBlocked: 'Permita pop-ups para este site para abrir as conversas.',
  whatsappNone: 'Nenhum dos leads selecionados possui WhatsApp cadastrado.',
  copyDone: 'Mensagem copiada para a área de transferência! Cole no WhatsApp.',
  copyFailed: 'Erro ao copiar mensagem. Tente novamente.',
} as const;
