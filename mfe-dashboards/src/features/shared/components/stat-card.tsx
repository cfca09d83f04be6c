import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className={styles.statCard}>
      <span className={styles.statLabel}>{label}</span>
      <strong className={styles.statValue}>{value}</strong>
      {hint && <span className={styles.muted}>{hint}</span>}
    </div>
  );
}

/** A small list of label: count pairs (per status, per source, per group...). */
export function CountList({ title, counts, labelFor }: { title: string; counts: Record<string, number>; labelFor?: (key: string) => string }) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
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
              <strong>{count}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
