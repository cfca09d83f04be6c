export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * Next sort after a click on a column header: a new numeric column starts descending, a new text column
 * ascending; clicking the current column again toggles the direction.
 */
export function nextSort<K extends string>(
  current: SortState<K> | null,
  key: K,
  numericKeys: readonly K[],
): SortState<K> {
  if (current && current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: numericKeys.includes(key) ? 'desc' : 'asc' };
}

/** Sorts a copy by a value getter (numbers numerically, text with pt-BR collation; nulls last). */
export function sortBy<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null | undefined,
  direction: SortDirection,
): T[] {
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va == null && vb == null) return 0;
    if (va == null) return 1;
    if (vb == null) return -1;
    if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * sign;
    return collator.compare(String(va), String(vb)) * sign;
  });
}

/** aria-sort value of a header. */
export function ariaSort<K extends string>(sort: SortState<K> | null, key: K): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
