import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export { StatCard } from '@funil/shared-ui/stat-card';

/** Entries in the given key order (keys not in it after, by count), or by count descending without one. */
export function orderCounts(counts: Record<string, number>, order?: readonly string[]): [string, number][] {
  const rank = (key: string) => {
    const index = order ? order.indexOf(key) : -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return Object.entries(counts).sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1]);
}

/** A small list of label: count pairs (per status, per source, per group...). */
export function CountList({
  title,
  counts,
  labelFor,
  order,
}: {
  title: string;
  counts: Record<string, number>;
  labelFor?: (key: string) => ReactNode;
  /** Fixed key order (the statuses novo..vendido); by count descending otherwise. */
  order?: readonly string[];
}) {
  const entries = orderCounts(counts, order);
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>Sem dados</p>
      ) : (
        <ul className={styles.countList}>
          {entries.map(([key, count]) => (
            <li key={key}>
              <span>{labelFor ? labelFor(key) : key}</span>
              <strong>{formatNumber(count)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
