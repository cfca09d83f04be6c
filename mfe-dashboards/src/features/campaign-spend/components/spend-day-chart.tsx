import type { SpendDay } from '@funil/data-client/staff/campaign-spend';
import { formatIsoDate } from '../../shared/format';
import { brl } from '../spend-text';
import styles from './campaign-spend.module.css';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 40, left: 84 };

/**
 * Spend against net revenue per day: two bars a day in plain SVG (no chart library). The image has a name and a
 * summary; the table beside it (SpendDaysTable) holds every value as text.
 */
export function SpendDayChart({ days }: { days: SpendDay[] }) {
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.flatMap((d) => [d.spend, Math.max(0, d.net_revenue)]));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / days.length;
  const bar = Math.max(2, Math.min(24, slot / 2 - 2));
  const y = (value: number) => PAD.top + plotHeight - (Math.max(0, value) / max) * plotHeight;
  const ticks = [0, 0.5, 1].map((f) => f * max);
  const labelEvery = Math.ceil(days.length / 10);
  const totalSpend = days.reduce((sum, d) => sum + d.spend, 0);
  const totalNet = days.reduce((sum, d) => sum + d.net_revenue, 0);
  return (
    <figure>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="spend-chart-title spend-chart-desc"
      >
        <title id="spend-chart-title">Investimento e receita líquida por dia</title>
        <desc id="spend-chart-desc">
          {`${days.length} dias, de ${formatIsoDate(days[0]!.day)} a ${formatIsoDate(days[days.length - 1]!.day)}: ` +
            `investimento total ${brl(totalSpend)}, receita líquida total ${brl(totalNet)}. Valores por dia na tabela abaixo.`}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisText} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {brl(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PAD.left + i * slot + slot / 2;
          return (
            <g key={day.day}>
              <rect
                className={styles.spend}
                x={x - bar - 1}
                y={y(day.spend)}
                width={bar}
                height={y(0) - y(day.spend)}
              />
              <rect
                className={styles.net}
                x={x + 1}
                y={y(day.net_revenue)}
                width={bar}
                height={y(0) - y(day.net_revenue)}
              />
              {i % labelEvery === 0 && (
                <text className={styles.axisText} x={x} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                  {formatIsoDate(day.day).slice(0, 5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.spend}`} aria-hidden="true" />
            Investimento
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.net}`} aria-hidden="true" />
            Receita líquida (vendas que o investimento explica)
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
