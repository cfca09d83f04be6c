import { actionErrorText } from '../error-text';
import { useState } from 'react';
import { ProgressBar } from '@funil/shared-ui/progress-bar';
import type { CsvColumn, ExportPageReader, ExportProgress } from '@funil/data-client/staff/exports';
import { exportProgressText, exportDoneText, EXPORT_MESSAGES } from './export-progress';
import ui from '../components/ui.module.css';
import { failureNotice, NoticeText, successNotice } from '../notice';
import { useExportCsvMutation } from './api/use-export-csv-mutation';
import { Button } from '@funil/shared-ui/button';

/**
 * 'Exportar CSV': writes every row of the current filter (not only the page on screen) as a ';'-separated CSV with
 * the UTF-8 BOM, reading a paged filter page after page with a progress bar, and saves the file.
 */
export function ExportButton<Row>({
  fileBase,
  columns,
  rows,
  label = 'Exportar CSV',
}: {
  fileBase: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows, or a page reader for views that are paged (every page of the filter is read). */
  rows: readonly Row[] | ExportPageReader<Row>;
  label?: string;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const exportCsv = useExportCsvMutation<Row>({
    onMutate: () => setProgress(null),
    onSettled: () => setProgress(null),
  });
  const busy = exportCsv.isPending;
  const result = exportCsv.isSuccess
    ? successNotice(exportDoneText(exportCsv.data))
    : exportCsv.isError
      ? failureNotice(actionErrorText(exportCsv.error, EXPORT_MESSAGES.failed))
      : null;
  return (
    <>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => exportCsv.mutate({ fileBase, columns, rows, onProgress: setProgress })}
      >
        {busy ? 'Exportando...' : label}
      </Button>
      {busy && progress && progress.total > 0 && (
        <div role="status" className={ui.exportProgress}>
          <ProgressBar value={(progress.done / progress.total) * 100} label={exportProgressText(progress)} />
        </div>
      )}
      <NoticeText notice={result} />
    </>
  );
}
