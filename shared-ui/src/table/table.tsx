import { useEffect, useRef, type ReactNode, type TableHTMLAttributes } from 'react';
import styles from './table.module.css';

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; direction: SortDirection };

export type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** The table's name (a visible `<caption>`; `captionHidden` keeps it for screen readers only). */
  caption?: ReactNode;
  captionHidden?: boolean;
  /** Names the scrolling frame and makes it focusable, so a keyboard can scroll a wide table (an axe rule). */
  scrollLabel?: string;
};

/**
 * A data table in a horizontally scrolling frame: compose it with `<thead>`/`<tbody>`, `SortableHeader`
 * for sortable columns and `SelectAllHeader` / `SelectCell` for a selection column. Put `data-numeric`
 * on numeric cells to right-align them.
 *
 * **Faça:** uma legenda que diga o que a tabela lista; números alinhados à direita; ordenação nas colunas que
 * a equipe compara.
 *
 * **Não faça:** tabela para layout; esconder colunas no celular (a moldura rola na horizontal).
 */
export function Table({ caption, captionHidden = false, scrollLabel, className, children, ...rest }: TableProps) {
  return (
    <div className={styles.wrap} {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}>
      <table {...rest} className={[styles.table, className ?? ''].filter(Boolean).join(' ')}>
        {caption !== undefined && <caption className={captionHidden ? 'sr-only' : styles.caption}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function ariaSortFor<K extends string>(sort: SortState<K> | null, key: K): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A column header that sorts on click (a real button), announcing the order with `aria-sort`. */
export function SortableHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
  numeric = false,
}: {
  label: string;
  column: K;
  sort: SortState<K> | null;
  onSort: (column: K) => void;
  numeric?: boolean;
}) {
  const state = ariaSortFor(sort, column);
  const arrow = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={state} data-numeric={numeric || undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}{' '}
        <span aria-hidden="true" className={styles.arrow}>
          {arrow}
        </span>
      </button>
    </th>
  );
}

/** The selection column's header: all / none, `indeterminate` when only some rows are selected. */
export function SelectAllHeader({
  checked,
  indeterminate = false,
  onChange,
  label = 'Selecionar todos',
}: {
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <th scope="col" className={styles.selection}>
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={styles.check}
      />
    </th>
  );
}

/** A row's selection cell, named after the row ("Selecionar Ana Souza"). */
export function SelectCell({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <td className={styles.selection}>
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={styles.check}
      />
    </td>
  );
}
