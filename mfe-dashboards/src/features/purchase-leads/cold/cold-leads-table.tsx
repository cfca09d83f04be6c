import type { ColdLead, ColdLeadSort, ColdLeadSortField } from '@funil/data-client/staff/cold-leads';
import type { RowSelection } from '../../shared/use-row-selection';
import { nextColdSort } from './cold-table';
import { ColdLeadRow } from './cold-lead-row';
import { Button } from '@funil/shared-ui/button';
import { SelectAllHeader, Table } from '@funil/shared-ui/table';

function ColdHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: ColdLeadSortField;
  sort: ColdLeadSort;
  onSort: (f: ColdLeadSortField) => void;
}) {
  const state = sort.field === field ? (sort.ascending ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={state}>
      <Button variant="secondary" onClick={() => onSort(field)}>
        {label} <span aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
      </Button>
    </th>
  );
}

/** One page of cold leads (sorted by the server), with 'select all' of the page and a sortable header. */
export function ColdLeadsTable({
  rows,
  sort,
  onSort,
  selection,
  onConvert,
}: {
  rows: readonly ColdLead[];
  sort: ColdLeadSort;
  onSort: (sort: ColdLeadSort) => void;
  selection: RowSelection;
  onConvert: (row: ColdLead) => void;
}) {
  const allSelected = rows.length > 0 && selection.selectedIn(rows).length === rows.length;
  return (
    <Table>
      <caption>Leads frios</caption>
      <thead>
        <tr>
          <SelectAllHeader
            label="Selecionar todos os contatos da página"
            checked={allSelected}
            indeterminate={selection.selectedIn(rows).length > 0}
            onChange={() => selection.toggleAll(rows)}
          />
          <ColdHeader label="Nome" field="saved_name" sort={sort} onSort={(f) => onSort(nextColdSort(sort, f))} />
          <ColdHeader label="Telefone" field="phone_number" sort={sort} onSort={(f) => onSort(nextColdSort(sort, f))} />
          <ColdHeader label="Grupo" field="group_name" sort={sort} onSort={(f) => onSort(nextColdSort(sort, f))} />
          <ColdHeader label="Situação" field="is_active" sort={sort} onSort={(f) => onSort(nextColdSort(sort, f))} />
          <ColdHeader label="Criado em" field="created_at" sort={sort} onSort={(f) => onSort(nextColdSort(sort, f))} />
          <th scope="col">Observações</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ColdLeadRow
            key={row.id}
            row={row}
            selected={selection.isSelected(row.id)}
            onToggle={() => selection.toggle(row.id)}
            onConvert={() => onConvert(row)}
          />
        ))}
      </tbody>
    </Table>
  );
}
