import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ColdLead, ColdLeadSort, ColdLeadSortField } from '@funil/data-client/staff/cold-leads';

/** 'Sem nome' when the contact has no saved name. */
export function contactName(lead: Pick<ColdLead, 'saved_name'>): string {
  return lead.saved_name?.trim() || 'Sem nome';
}

export function contactPhone(lead: Pick<ColdLead, 'formatted_phone' | 'country_code' | 'phone_number'>): string {
  return lead.formatted_phone?.trim() || `+${lead.country_code} ${lead.phone_number}`;
}

const DESC_FIRST: readonly ColdLeadSortField[] = ['created_at', 'updated_at'];

/** Header click on the cold table: dates start newest first, text ascending; the same column toggles. */
export function nextColdSort(current: ColdLeadSort, field: ColdLeadSortField): ColdLeadSort {
  if (current.field === field) return { field, ascending: !current.ascending };
  return { field, ascending: !DESC_FIRST.includes(field) };
}

export const COLD_UI_MESSAGES = {
  bulkConvertConfirm: (n: number) => `Converter ${formatNumber(n)} leads frios em leads quentes?`,
  activateConfirm: (n: number) => `Ativar ${formatNumber(n)} contato(s) selecionado(s)?`,
  deactivateConfirm: (n: number) =>
    `Desativar ${formatNumber(n)} contato(s) selecionado(s)? Eles deixam de contar como ativos.`,
  activated: (n: number) => `${formatNumber(n)} contatos ativados.`,
  deactivated: (n: number) => `${formatNumber(n)} contatos desativados.`,
  activityFailed: 'Erro ao atualizar os contatos. Tente novamente.',
} as const;
