import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import { Table } from '@funil/shared-ui/table';
import type { LeadSourceRow } from '@funil/data-client/staff/lead-sources';
import { SortableHeader } from '../../shared/components/sortable-header';
import type { SortState } from '../../shared/sorting';
import { nextLeadSourceSort, type LeadSourceColumn } from '../lead-source-table';
import ui from '../../shared/components/ui.module.css';

/** The sortable columns, in the table's order, with their headers. */
const COLUMNS: readonly [LeadSourceColumn, string][] = [
  ['source', 'Fonte'],
  ['medium', 'Mídia'],
  ['count', 'Leads'],
  ['percentage', 'Porcentagem'],
];

/** Leads per source and medium, sortable by each column, with each source's share as a bar. */
export function LeadSourceTable({
  rows,
  sort,
  setSort,
}: {
  rows: readonly LeadSourceRow[];
  sort: SortState<LeadSourceColumn> | null;
  setSort: (sort: SortState<LeadSourceColumn> | null) => void;
}) {
  return (
    <Table>
      <caption>Leads por fonte</caption>
      <thead>
        <tr>
          {COLUMNS.map(([column, label]) => (
            <SortableHeader
              key={column}
              label={label}
              column={column}
              sort={sort}
              onSort={(c) => setSort(nextLeadSourceSort(sort, c))}
            />
          ))}
          <th scope="col">Distribuição</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.source}>
            <td>{row.source}</td>
            <td>{row.medium}</td>
            <td data-numeric>{formatNumber(row.count)}</td>
            <td data-numeric>{formatPercent(row.percentage, 0)}</td>
            <td>
              <div className={ui.barTrack} aria-hidden="true">
                <div className={ui.bar} style={{ width: `${row.percentage}%`, background: 'var(--color-primary)' }} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
