import { formatBrl } from '@funil/shared-ui/format/numbers';
import type { SalaryBar } from '../sales-content';
import styles from './salary-bars.module.css';

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
