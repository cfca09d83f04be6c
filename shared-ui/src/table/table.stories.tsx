import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../badge/badge';
import { SelectAllHeader, SelectCell, SortableHeader, Table, type SortState } from './table';

type Row = { id: string; name: string; email: string; spent: number };
const ROWS: Row[] = [
  { id: '1', name: 'Ana Souza', email: 'ana@exemplo.com', spent: 497 },
  { id: '2', name: 'Bruno Lima', email: 'bruno@exemplo.com', spent: 0 },
  { id: '3', name: 'Carla Dias', email: 'carla@exemplo.com', spent: 997 },
];
type Key = 'name' | 'spent';
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function LeadsTable({ selectable }: { selectable: boolean }) {
  const [sort, setSort] = useState<SortState<Key> | null>({ key: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set(['2']));
  const rows = [...ROWS].sort((a, b) => {
    if (!sort) return 0;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return sort.key === 'name' ? a.name.localeCompare(b.name, 'pt-BR') * sign : (a.spent - b.spent) * sign;
  });
  const onSort = (key: Key) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Table caption="Leads quentes">
      <thead>
        <tr>
          {selectable && (
            <SelectAllHeader
              checked={selected.size === ROWS.length}
              indeterminate={selected.size > 0}
              onChange={(on) => setSelected(on ? new Set(ROWS.map((r) => r.id)) : new Set())}
            />
          )}
          <SortableHeader label="Nome" column="name" sort={sort} onSort={onSort} />
          <th scope="col">E-mail</th>
          <th scope="col">Status</th>
          <SortableHeader label="Valor" column="spent" sort={sort} onSort={onSort} numeric />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {selectable && (
              <SelectCell
                label={`Selecionar ${row.name}`}
                checked={selected.has(row.id)}
                onChange={(on) => toggle(row.id, on)}
              />
            )}
            <td>{row.name}</td>
            <td>{row.email}</td>
            <td>
              {row.spent > 0 ? (
                <StatusBadge tone="success">Vendido</StatusBadge>
              ) : (
                <StatusBadge tone="info">Novo</StatusBadge>
              )}
            </td>
            <td data-numeric>{brl.format(row.spent)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const meta = {
  title: 'Dados/Table',
  component: Table,
  subcomponents: { SortableHeader, SelectAllHeader, SelectCell },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = { render: () => <LeadsTable selectable={false} /> };
export const WithSelection: Story = { render: () => <LeadsTable selectable /> };
