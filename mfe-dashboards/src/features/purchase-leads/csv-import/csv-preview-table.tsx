import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Table } from '@funil/shared-ui/table';
import { PREVIEW_ROWS, type ColdLeadCsvRow } from './cold-lead-csv';

/** The first records of the file as they will be imported. */
export function CsvPreviewTable({ rows }: { rows: readonly ColdLeadCsvRow[] }) {
  return (
    <Table>
      <caption>
        Prévia: {formatNumber(Math.min(PREVIEW_ROWS, rows.length))} de {formatNumber(rows.length)} registros
      </caption>
      <thead>
        <tr>
          <th scope="col">Linha</th>
          <th scope="col">Código do país</th>
          <th scope="col">Telefone</th>
          <th scope="col">Telefone formatado</th>
          <th scope="col">Nome salvo</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, PREVIEW_ROWS).map((row) => (
          <tr key={row.line}>
            <td>{row.line}</td>
            <td>{row.country_code}</td>
            <td>{row.phone_number}</td>
            <td>{row.formatted_phone}</td>
            <td>{row.saved_name ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
