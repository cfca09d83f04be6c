import type { LeadSourceRow } from '@funil/data-client/staff/lead-sources';
import { nextSort, sortBy, type SortState } from '../shared/sorting';

export type LeadSourceColumn = 'source' | 'medium' | 'count' | 'percentage';
export const NUMERIC_COLUMNS: readonly LeadSourceColumn[] = ['count', 'percentage'];

export function nextLeadSourceSort(current: SortState<LeadSourceColumn> | null, column: LeadSourceColumn) {
  return nextSort(current, column, NUMERIC_COLUMNS);
}

/** Rows in the chosen order (the server's order, count descending, when none is chosen). */
export function sortLeadSources(
  rows: readonly LeadSourceRow[],
  sort: SortState<LeadSourceColumn> | null,
): LeadSourceRow[] {
  if (!sort) return [...rows];
  return sortBy(rows, (row) => row[sort.key], sort.direction);
}

const BAR_COLOURS = [
  'var(--color-primary)',
  'var(--color-accent)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-danger)',
];

/** The card grid's bar colour for the n-th source. */
export function barColour(index: number): string {
  return BAR_COLOURS[index % BAR_COLOURS.length] ?? 'var(--color-primary)';
}

/** 'Início' / 'Agora' or dd/mm/yyyy. */
export function periodLabel(range: { from: string; to: string }, format: (iso: string) => string): string {
  const side = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? format(value) : value);
  return `${side(range.from)} - ${side(range.to)}`;
}
