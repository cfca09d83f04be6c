import { ariaSort, type SortState } from '../sorting';
import styles from './dashboard.module.css';

/** A column header that sorts on click (keyboard: it is a button), announcing the order through aria-sort. */
export function SortableHeader<K extends string>({ label, column, sort, onSort }: {
  label: string;
  column: K;
  sort: SortState<K> | null;
  onSort: (column: K) => void;
}) {
  const state = ariaSort(sort, column);
  const arrow = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={state}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label} <span aria-hidden="true">{arrow}</span>
      </button>
    </th>
  );
}
