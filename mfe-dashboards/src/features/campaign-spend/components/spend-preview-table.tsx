import { Table } from '@funil/shared-ui/table';
import { formatIsoDate } from '../../shared/format';
import type { SpendCsvLine } from '../spend-csv';
import { brl, count } from '../spend-text';

/** Rows of the file shown before the import. */
export const PREVIEW_ROWS = 5;

/** The file's first rows as they will be imported. */
export function SpendPreviewTable({ rows }: { rows: readonly SpendCsvLine[] }) {
  return (
    <Table caption={`Prévia: ${Math.min(PREVIEW_ROWS, rows.length)} de ${count(rows.length)} linhas`}>
      <thead>
        <tr>
          <th scope="col">Linha</th>
          <th scope="col">Dia</th>
          <th scope="col">Plataforma</th>
          <th scope="col">Campanha</th>
          <th scope="col">Conjunto de anúncios</th>
          <th scope="col">Anúncio</th>
          <th scope="col">Identificação do anúncio</th>
          <th scope="col">Valor usado</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, PREVIEW_ROWS).map((row) => (
          <tr key={row.line}>
            <td data-numeric>{row.line}</td>
            <td>{formatIsoDate(row.day)}</td>
            <td>{row.platform}</td>
            <td>{row.campaign_name}</td>
            <td>{row.ad_set_name || '—'}</td>
            <td>{row.ad_name || '—'}</td>
            <td>{row.ad_id ?? '—'}</td>
            <td data-numeric>{brl(Number(row.spend))}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
