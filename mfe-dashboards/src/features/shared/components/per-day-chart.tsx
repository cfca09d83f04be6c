import { formatNumber } from '@funil/shared-ui/format/numbers';
import { lazy, Suspense } from 'react';
import { formatIsoDate } from '../format';
import { fillDays } from '../funnel-labels';
import layout from './dashboard.module.css';

const PerDayBars = lazy(() => import('./per-day-bars'));

/** Bar chart of counts per day (recharts, loaded on demand), with a text summary for screen readers. */
export function PerDayChart({
  title,
  days,
  unit,
}: {
  title: string;
  days: { day: string; count: number }[];
  unit: string;
}) {
  const data = fillDays(days).map((d) => ({ ...d, label: formatIsoDate(d.day).slice(0, 5) }));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce<{ day: string; count: number } | null>(
    (best, d) => (!best || d.count > best.count ? d : best),
    null,
  );
  return (
    <section className={layout.panel} aria-label={title}>
      <h2 className={layout.panelTitle}>{title}</h2>
      {data.length === 0 ? (
        <p className={layout.muted}>Sem dados</p>
      ) : (
        <>
          <p className={layout.muted}>
            {formatNumber(total)} {unit} em {formatNumber(data.length)} dia(s)
            {peak ? `; maior dia ${formatIsoDate(peak.day)} com ${formatNumber(peak.count)}` : ''}.
          </p>
          <div style={{ width: '100%', height: 260 }} aria-hidden="true">
            <Suspense fallback={null}>
              <PerDayBars data={data} unit={unit} />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
