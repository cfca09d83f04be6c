import { useId } from 'react';
import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  /** Percentage, 0 to 100 (clamped). */
  value: number;
  /** Visible text that also names the progress bar, e.g. '3 de 10 aulas concluídas'. */
  label?: string;
};

/**
 * A horizontal progress bar named by its visible label (`role="progressbar"` with its value for screen readers).
 *
 * **Faça:** um rótulo que diga o progresso em palavras ("3 de 10 aulas concluídas").
 *
 * **Não faça:** barra sem rótulo; usá-la como indicador de carregamento sem fim (use Spinner).
 */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const labelId = useId();
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const rounded = Math.round(percent);
  return (
    <div className={styles.wrapper}>
      {label ? (
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          <span className={styles.value} aria-hidden="true">
            {rounded}%
          </span>
        </div>
      ) : null}
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : 'Progresso'}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
