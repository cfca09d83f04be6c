import type { ReactNode } from 'react';
import styles from './stat-card.module.css';

export type StatCardProps = {
  label: ReactNode;
  /** Text, never a bare number: counts, amounts and percentages go through src/format/numbers.ts ('36.383', '0,43%'). */
  value: Exclude<ReactNode, number | bigint>;
  /** A comparison or explanation under the value ("+12% na última semana"). */
  hint?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'danger';
};

/**
 * One headline number of a dashboard: label, big value, optional hint. Lay several out in a grid.
 *
 * **Faça:** números já formatados em pt-BR (1.234, R$ 497,00, 12,5%); rótulo curto.
 *
 * **Não faça:** mais de ~6 cartões por linha; valores sem unidade.
 */
export function StatCard({ label, value, hint, tone = 'neutral' }: StatCardProps) {
  return (
    <div className={styles.card} data-tone={tone}>
      <span className={styles.label}>{label}</span>
      <strong className={styles.value}>{value}</strong>
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}
