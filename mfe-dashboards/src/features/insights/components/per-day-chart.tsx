import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatIsoDate } from '../../shared/format';
import { fillDays } from '../funnel-labels';
import layout from '../../shared/components/dashboard.module.css';

/** Bar chart of counts per day (recharts), with a text summary for screen readers. */
export function PerDayChart({ title, days, unit }: { title: string; days: { day: string; count: number }[]; unit: string }) {
  const data = fillDays(days).map((d) => ({ ...d, label: formatIsoDate(d.day).slice(0, 5) }));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce<{ day: string; count: number } | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  return (
    <section className={layout.panel} aria-label={title}>
      <h2 className={layout.panelTitle}>{title}</h2>
      {data.length === 0 ? (
        <p className={layout.muted}>Sem dados</p>
      ) : (
        <>
          <p className={layout.muted}>
            {total} {unit} em {data.length} dia(s){peak ? `; maior dia ${formatIsoDate(peak.day)} com ${peak.count}` : ''}.
          </p>
          <div style={{ width: '100%', height: 260 }} aria-hidden="true">
            <ResponsiveContainer>
              <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
                <XAxis dataKey="label" stroke="var(--color-text-muted)" />
                <YAxis allowDecimals={false} stroke="var(--color-text-muted)" />
                <Tooltip contentStyle={{ background: 'var(--color-surface)', color: 'var(--color-text)' }} />
                <Bar dataKey="count" name={unit} fill="var(--color-primary)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </>
      )}
    </section>
  );
}
