// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColdLead } from '@funil/data-client/staff/cold-leads';
import { useRowSelection, type RowSelection } from '../../shared/use-row-selection';
import { ColdLeadsTable } from './cold-leads-table';

const lead = (id: number, saved_name: string | null): ColdLead => ({
  id,
  country_code: '55',
  phone_number: `1199999000${id}`,
  formatted_phone: `+55 11 99999-000${id}`,
  saved_name,
  group_name: 'G',
  group_id: null,
  source: 'whatsapp_group',
  lancamento: 2,
  is_active: true,
  notes: null,
  anonymised_at: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const rows = [lead(1, 'Ana'), lead(2, null)];

function Harness({
  onSort = vi.fn(),
  onConvert = vi.fn(),
  selection,
}: {
  onSort?: () => void;
  onConvert?: (row: ColdLead) => void;
  selection: RowSelection;
}) {
  return (
    <ColdLeadsTable
      rows={rows}
      sort={{ field: 'created_at', ascending: false }}
      onSort={onSort}
      selection={selection}
      onConvert={onConvert}
    />
  );
}

afterEach(cleanup);

describe('ColdLeadsTable', () => {
  it('ticks every contact of the page with "select all"', () => {
    const { result } = renderHook(() => useRowSelection());
    const { rerender } = render(<Harness selection={result.current} />);
    fireEvent.click(screen.getByLabelText('Selecionar todos os contatos da página'));
    rerender(<Harness selection={result.current} />);
    expect(result.current.selectedIn(rows).map((r) => r.id)).toEqual([1, 2]);
    expect((screen.getByLabelText('Selecionar todos os contatos da página') as HTMLInputElement).checked).toBe(true);
  });

  it('sorts by a column: the first click on another column sorts it ascending', () => {
    const onSort = vi.fn();
    const { result } = renderHook(() => useRowSelection());
    render(<Harness selection={result.current} onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Criado em/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Nome/ }));
    expect(onSort).toHaveBeenCalledWith({ field: 'saved_name', ascending: true });
  });

  it('opens the conversion of the contact whose button is clicked', () => {
    const onConvert = vi.fn();
    const { result } = renderHook(() => useRowSelection());
    render(<Harness selection={result.current} onConvert={onConvert} />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Converter / })[1]!);
    expect(onConvert).toHaveBeenCalledWith(rows[1]);
  });
});
