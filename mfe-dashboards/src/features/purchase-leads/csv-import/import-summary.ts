import type { ColdLeadImportResult } from '@funil/data-client/src/staff/cold-leads';
import { CSV_MESSAGES } from './cold-lead-csv';

/** Lines shown after an import: the spec's success text, then skipped (already there) and failed lines. */
export function importSummary(result: ColdLeadImportResult): string[] {
  const lines: string[] = [CSV_MESSAGES.success(result.inserted)];
  if (result.skipped > 0) lines.push(`${result.skipped} contatos já existiam e foram ignorados (sem duplicar).`);
  if (result.failed.length > 0) {
    const detail = result.failed.map((f) => `linha ${f.line} (${f.message})`).join('; ');
    lines.push(`${result.failed.length} linhas não foram importadas: ${detail}.`);
  }
  return lines;
}
