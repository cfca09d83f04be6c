import { useState } from 'react';
import { buildCsv, csvFileName, downloadCsv, type CsvColumn } from '@funil/data-client/src/staff/exports';
import { DataError } from '@funil/data-client/src/errors';
import ui from '../shared/components/ui.module.css';

/** 'Exportar CSV': reads the rows of the current filtered view, builds the guarded CSV and saves it. */
export function ExportButton<Row>({ fileBase, columns, rows, label = 'Exportar CSV' }: {
  fileBase: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows, or a loader for views that are paged (reads every page of the filter). */
  rows: readonly Row[] | (() => Promise<readonly Row[]>);
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      const data = typeof rows === 'function' ? await rows() : rows;
      downloadCsv(csvFileName(fileBase), buildCsv(columns, data));
    } catch (e) {
      setError(e instanceof DataError ? e.message : 'Erro ao exportar. Tente novamente.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className={ui.button} disabled={busy} onClick={() => void run()}>
        {busy ? 'Exportando...' : label}
      </button>
      {error && <p role="alert" className={ui.failure}>{error}</p>}
    </>
  );
}
