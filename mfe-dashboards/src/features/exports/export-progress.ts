import type { ExportProgress } from '@funil/data-client/src/staff/exports';

const COUNT = new Intl.NumberFormat('pt-BR');

export const EXPORT_MESSAGES = {
  failed: 'Erro ao exportar. Tente novamente.',
} as const;

/** 'Exportando... 2.000 de 23.456 linhas' while the pages are read. */
export function exportProgressText(progress: ExportProgress): string {
  return `Exportando... ${COUNT.format(progress.done)} de ${COUNT.format(progress.total)} linhas`;
}

/** 'Arquivo exportado com 23.456 linhas.' once saved (every row of the filter, so nothing is cut silently). */
export function exportDoneText(rows: number): string {
  return `Arquivo exportado com ${COUNT.format(rows)} ${rows === 1 ? 'linha' : 'linhas'}.`;
}
