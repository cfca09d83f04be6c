import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ExportProgress } from '@funil/data-client/staff/exports';

export const EXPORT_MESSAGES = {
  failed: 'Erro ao exportar. Tente novamente.',
} as const;

/** 'Exportando... 2.000 de 23.456 linhas' while the pages are read. */
export function exportProgressText(progress: ExportProgress): string {
  return `Exportando... ${formatNumber(progress.done)} de ${formatNumber(progress.total)} linhas`;
}

/** 'Arquivo exportado com 23.456 linhas.' once saved (every row of the filter, so nothing is cut silently). */
export function exportDoneText(rows: number): string {
  return `Arquivo exportado com ${formatNumber(rows)} ${rows === 1 ? 'linha' : 'linhas'}.`;
}
