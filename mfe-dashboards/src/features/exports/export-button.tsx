import { useState } from 'react';
import { ProgressBar } from '@funil/shared-ui/src/progress-bar/progress-bar';
import {
  buildCsv,
  csvFileName,
  downloadCsv,
  exportAllPages,
  type CsvColumn,
  type ExportPageReader,
  type ExportProgress,
} from '@funil/data-client/src/staff/exports';
import { DataError } from '@funil/data-client/src/errors';
import { exportProgressText, exportDoneText, EXPORT_MESSAGES } from './export-progress';
import ui from '../shared/components/ui.module.css';

/**
 * 'Exportar CSV': writes every row of the current filter (not only the page on screen) as a ';'-separated CSV with
 * the UTF-8 BOM, reading a paged filter page after page with a progress bar, and saves the file.
 */
export function ExportButton<Row>({ fileBase, columns, rows, label = 'Exportar CSV' }: {
  fileBase: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows, or a page reader for views that are paged (every page of the filter is read). */
  rows: readonly Row[] | ExportPageReader<Row>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function run() {
    setBusy(true);
    setResult(null);
    setProgress(null);
    try {
      if (typeof rows === 'function') {
        const file = await exportAllPages(columns, rows, { onProgress: setProgress });
        downloadCsv(csvFileName(fileBase), file.parts);
        setResult({ ok: true, text: exportDoneText(file.rows) });
      } else {
        downloadCsv(csvFileName(fileBase), buildCsv(columns, rows));
        setResult({ ok: true, text: exportDoneText(rows.length) });
      }
    } catch (e) {
      setResult({ ok: false, text: e instanceof DataError ? e.message : EXPORT_MESSAGES.failed });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }
  return (
    <>
      <button type="button" className={ui.button} disabled={busy} onClick={() => void run()}>
        {busy ? 'Exportando...' : label}
      </button>
      {busy && progress && progress.total > 0 && (
        <div role="status" className={ui.exportProgress}>
          <ProgressBar value={(progress.done / progress.total) * 100} label={exportProgressText(progress)} />
        </div>
      )}
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? ui.success : ui.failure}>{result.text}</p>
      )}
    </>
  );
}
