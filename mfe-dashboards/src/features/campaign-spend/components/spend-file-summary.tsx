import { Notice } from '@funil/shared-ui/notice';
import type { AdSpendRow } from '@funil/data-client/staff/campaign-spend';
import layout from '../../shared/components/dashboard.module.css';
import type { SpendCsvResult } from '../spend-csv';
import { count } from '../spend-text';
import { SpendPreviewTable } from './spend-preview-table';

/** Problems listed one by one (the rest counted). */
const ERRORS_SHOWN = 20;

/** A file read for import. */
export type ParsedSpendFile = Extract<SpendCsvResult, { ok: true }> & {
  /** The problems as the page says them ('Linha 3, coluna "Dia": ...'). */
  messages: { key: string; text: string }[];
  /** The rows as the import sends them. */
  importRows: AdSpendRow[];
};

/** What the chosen file holds: its format and rows, a preview, repeated day-and-ad rows, and every problem by line. */
export function SpendFileSummary({ fileName, parsed }: { fileName: string | null; parsed: ParsedSpendFile }) {
  return (
    <>
      <p>
        {fileName}: {parsed.format === 'meta' ? 'exportação da Meta' : 'modelo genérico'}, {count(parsed.rows.length)}{' '}
        {parsed.rows.length === 1 ? 'linha válida' : 'linhas válidas'}
        {parsed.errors.length > 0 && `, ${count(new Set(parsed.errors.map((e) => e.line)).size)} com problema`}.
      </p>
      {parsed.rows.length > 0 && <SpendPreviewTable rows={parsed.rows} />}
      {parsed.repeated > 0 && (
        <p className={layout.muted}>
          {count(parsed.repeated)} {parsed.repeated === 1 ? 'linha repete' : 'linhas repetem'} o dia e o anúncio de
          outra linha: os valores serão somados (a exportação tem outra divisão além do dia).
        </p>
      )}
      {parsed.errors.length > 0 && (
        <Notice tone="danger" role="alert">
          <p>Corrija as linhas abaixo e escolha o arquivo de novo: nada foi importado.</p>
          <ul>
            {parsed.messages.slice(0, ERRORS_SHOWN).map((message) => (
              <li key={message.key}>{message.text}</li>
            ))}
          </ul>
          {parsed.errors.length > ERRORS_SHOWN && <p>E mais {count(parsed.errors.length - ERRORS_SHOWN)} problemas.</p>}
        </Notice>
      )}
    </>
  );
}
