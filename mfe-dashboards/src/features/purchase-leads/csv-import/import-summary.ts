import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ColdLeadImportResult } from '@funil/data-client/staff/cold-leads';
import { CSV_MESSAGES } from './cold-lead-csv';

/** Failed lines listed one by one; past this many, the rest is 'e mais N'. */
export const FAILED_LINES_SHOWN = 10;

export interface ImportSummary {
  /** false when nothing could be saved because of errors, or when some lines failed. */
  ok: boolean;
  lines: string[];
}

function failedLines(failed: ColdLeadImportResult['failed']): string[] {
  const lines = failed
    .slice(0, FAILED_LINES_SHOWN)
    .map((f) => `Linha ${f.line}: ${f.message || CSV_MESSAGES.importError}`);
  if (failed.length > FAILED_LINES_SHOWN) lines.push(`e mais ${formatNumber(failed.length - FAILED_LINES_SHOWN)}`);
  return lines;
}

/**
 * What an import says when it ends:
 * - every line failed: the spec's import error, the first 10 failed lines and 'e mais N';
 * - nothing new and nothing failed: 'Nenhum contato novo: N já estavam cadastrados.';
 * - otherwise the spec's success text ('{n} leads frios importados com sucesso!'), the contacts already there, and
 *   the failed lines (first 10, 'e mais N').
 */
export function importSummary(result: ColdLeadImportResult): ImportSummary {
  const failed = result.failed.length;
  if (result.inserted === 0 && result.skipped === 0 && failed > 0) {
    return { ok: false, lines: [CSV_MESSAGES.importError, ...failedLines(result.failed)] };
  }
  const lines: string[] = [];
  if (result.inserted === 0) lines.push(`Nenhum contato novo: ${formatNumber(result.skipped)} já estavam cadastrados.`);
  else {
    lines.push(CSV_MESSAGES.success(result.inserted));
    if (result.skipped > 0)
      lines.push(`${formatNumber(result.skipped)} já estavam cadastrados e não foram duplicados.`);
  }
  if (failed > 0)
    lines.push(
      `${formatNumber(failed)} ${failed === 1 ? 'linha não foi importada' : 'linhas não foram importadas'}:`,
      ...failedLines(result.failed),
    );
  return { ok: failed === 0, lines };
}
