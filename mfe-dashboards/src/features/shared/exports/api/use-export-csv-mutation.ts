import { useMutation } from '@tanstack/react-query';
import {
  buildCsv,
  csvFileName,
  downloadCsv,
  exportAllPages,
  type CsvColumn,
  type ExportPageReader,
  type ExportProgress,
} from '@funil/data-client/staff/exports';
import type { MutationOptions } from '../../api/mutation-options';
import { loadPhoneFormat } from '../phone-cell';

export type ExportCsvVariables<Row> = {
  fileBase: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows, or a page reader for views that are paged (every page of the filter is read). */
  rows: readonly Row[] | ExportPageReader<Row>;
  onProgress: (progress: ExportProgress) => void;
};

/** Writes the rows (every page of a paged filter) as a CSV file and saves it; answers how many rows it wrote. */
export function useExportCsvMutation<Row>(options: MutationOptions<number, ExportCsvVariables<Row>> = {}) {
  return useMutation({
    ...options,
    mutationFn: async ({ fileBase, columns, rows, onProgress }: ExportCsvVariables<Row>) => {
      await loadPhoneFormat();
      if (typeof rows === 'function') {
        const file = await exportAllPages(columns, rows, { onProgress });
        downloadCsv(csvFileName(fileBase), file.parts);
        return file.rows;
      }
      downloadCsv(csvFileName(fileBase), buildCsv(columns, rows));
      return rows.length;
    },
  });
}
