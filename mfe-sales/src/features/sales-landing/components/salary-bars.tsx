import type { SalaryBar } from '../sales-content';
import styles from './salary-bars.module.css';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatBrl(value: number): string {
  // Intl writes a no-break space after 'R$'; a normal space reads the same and matches the copy elsewhere.
  return BRL.format(value).replace(/\u00a0/g, ' ');
}

/**
 * A horizontal bar chart drawn from data: each row is its label, a bar proportional to the largest value (decorative)
 * and the value as text, so it reads the same to screen readers and at any zoom.
 */
export function SalaryBars({ bars, caption, highlight }: { bars: SalaryBar[]; caption: string; highlight?: string }) {
  const max = Math.max(...bars.map((bar) => bar.value));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <ul className={styles.rows}>
        {bars.map((bar) => (
          <li key={bar.label} className={styles.row} data-highlight={bar.label === highlight || undefined}>
            <span className={styles.label}>{bar.label}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.bar} style={{ width: `${((bar.value / max) * 100).toFixed(2)}%` }} />
            </span>
            <span className={styles.value}>{formatBrl(bar.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
