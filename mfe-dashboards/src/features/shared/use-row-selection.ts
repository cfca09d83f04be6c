import { useCallback, useState } from 'react';

/**
 * The rows ticked in a dashboard table (by id). Ids that left the list (another filter, page or a deletion) are not
 * counted: `selectedIn` reads the selection against the rows on screen.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  /** The rows on screen that are ticked, in their order. */
  const selectedIn = useCallback(
    <Row extends { id: number }>(rows: readonly Row[]) => rows.filter((row) => selected.has(row.id)),
    [selected],
  );
  /** 'Select all': ticks every row on screen, or unticks them all when they already are. */
  const toggleAll = useCallback(
    (rows: readonly { id: number }[]) => {
      const all = rows.length > 0 && rows.every((row) => selected.has(row.id));
      setSelected(all ? new Set() : new Set(rows.map((row) => row.id)));
    },
    [selected],
  );
  return { selected, isSelected: (id: number) => selected.has(id), toggle, clear, selectedIn, toggleAll };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
