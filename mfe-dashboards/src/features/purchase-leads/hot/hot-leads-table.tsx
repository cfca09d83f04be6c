import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';
import type { FurtherContact } from '@funil/data-client/staff/further-contacts';
import type { LeadAttendance } from '@funil/data-client/staff/class-attendance';
import { SortableHeader } from '../../shared/components/sortable-header';
import type { Notice } from '../../shared/notice';
import type { SortState } from '../../shared/sorting';
import type { RowSelection } from '../../shared/use-row-selection';
import { nextHotSort, type HotColumn } from './hot-table';
import { HotLeadRow } from './hot-lead-row';
import { SelectAllHeader, Table } from '@funil/shared-ui/table';

/** The hot leads (sorted on screen), with 'select all' and a sortable header. */
export function HotLeadsTable({
  rows,
  sort,
  onSort,
  selection,
  furtherContacts,
  attendance,
  onNotice,
}: {
  rows: readonly PurchaseLead[];
  sort: SortState<HotColumn> | null;
  onSort: (sort: SortState<HotColumn> | null) => void;
  selection: RowSelection;
  furtherContacts: ReadonlyMap<number, FurtherContact[]> | undefined;
  /** The classes each e-mail watched. */
  attendance: ReadonlyMap<string, LeadAttendance['classes']> | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const allSelected = rows.length > 0 && selection.selectedIn(rows).length === rows.length;
  return (
    <Table>
      <caption>Leads quentes (até 50 mais recentes)</caption>
      <thead>
        <tr>
          <SelectAllHeader
            label="Selecionar todos os leads"
            checked={allSelected}
            indeterminate={selection.selectedIn(rows).length > 0}
            onChange={() => selection.toggleAll(rows)}
          />
          <SortableHeader label="Nome" column="name" sort={sort} onSort={(c) => onSort(nextHotSort(sort, c))} />
          <SortableHeader label="E-mail" column="email" sort={sort} onSort={(c) => onSort(nextHotSort(sort, c))} />
          <th scope="col">WhatsApp</th>
          <SortableHeader label="Status" column="status" sort={sort} onSort={(c) => onSort(nextHotSort(sort, c))} />
          <SortableHeader label="Origem" column="utm_source" sort={sort} onSort={(c) => onSort(nextHotSort(sort, c))} />
          <SortableHeader label="Data" column="created_at" sort={sort} onSort={(c) => onSort(nextHotSort(sort, c))} />
          <th scope="col">Aulas assistidas</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <HotLeadRow
            key={row.id}
            row={row}
            selected={selection.isSelected(row.id)}
            onToggle={() => selection.toggle(row.id)}
            furtherContacts={furtherContacts?.get(row.id)}
            attendance={attendance?.get(row.email)}
            onNotice={onNotice}
          />
        ))}
      </tbody>
    </Table>
  );
}
