import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The recharts part of PerDayChart, in its own chunk: the charting library loads after the page's figures. */
export default function PerDayBars({ data, unit }: { data: { label: string; count: number }[]; unit: string }) {
  return (
    <ResponsiveContainer>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
        <XAxis dataKey="label" stroke="var(--color-text-muted)" />
        <YAxis
          allowDecimals={false}
          stroke="var(--color-text-muted)"
          tickFormatter={(value: number) => formatNumber(value)}
        />
        <Tooltip
          contentStyle={{ background: 'var(--color-surface)', color: 'var(--color-text)' }}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Bar dataKey="count" name={unit} fill="var(--color-primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
