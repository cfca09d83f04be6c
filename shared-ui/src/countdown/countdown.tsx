import { useId } from 'react';
import { useCountdown } from './use-countdown';
import styles from './countdown.module.css';

export type CountdownProps = {
  target: Date | string;
  title?: string;
  note?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Countdown block: Dias / Horas / Minutos / Segundos, ticking every second until the target.
 *
 * **Faça:** um prazo real (abertura do carrinho, início do evento) com um título que diga o que acontece no fim.
 *
 * **Não faça:** um prazo que recomeça a cada visita; mais de um contador na mesma página.
 */
export function Countdown({ target, title, note }: CountdownProps) {
  const titleId = useId();
  const { days, hours, minutes, seconds, done } = useCountdown(target);
  const units = [
    { label: 'Dias', value: pad(days) },
    { label: 'Horas', value: pad(hours) },
    { label: 'Minutos', value: pad(minutes) },
    { label: 'Segundos', value: pad(seconds) },
  ];
  return (
    <section
      className={styles.countdown}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Contagem regressiva'}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {/* role=timer is not announced on every tick (implicit aria-live off). */}
      <div className={styles.units} role="timer" data-done={done || undefined}>
        {units.map((unit) => (
          <div key={unit.label} className={styles.unit}>
            <span className={styles.value} data-unit={unit.label}>
              {unit.value}
            </span>
            <span className={styles.label}>{unit.label}</span>
          </div>
        ))}
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
