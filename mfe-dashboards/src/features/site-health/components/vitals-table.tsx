import { StatusBadge } from '@funil/shared-ui/badge';
import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { VitalMetric, VitalP75 } from '@funil/data-client/staff/site-health';
import { DEVICE_LABEL, rate, RATING_LABEL, RATING_TONE, vitalText } from '../site-health-text';

const METRICS: readonly VitalMetric[] = ['LCP', 'INP', 'CLS'];

/** One cell: the p75 and its rating in words (the colour only repeats it). */
function VitalCell({ metric, row }: { metric: VitalMetric; row: VitalP75 | undefined }) {
  if (!row) return <td data-numeric>—</td>;
  const rating = rate(metric, row.p75);
  return (
    <td data-numeric>
      {vitalText(metric, row.p75)} <StatusBadge tone={RATING_TONE[rating]}>{RATING_LABEL[rating]}</StatusBadge>
    </td>
  );
}

/** p75 of LCP, INP and CLS per route and device class. */
export function VitalsTable({ vitals }: { vitals: readonly VitalP75[] }) {
  const groups = new Map<string, { route: string; device: string; byMetric: Partial<Record<VitalMetric, VitalP75>> }>();
  for (const row of vitals) {
    const key = `${row.route}\u0000${row.device}`;
    const group = groups.get(key) ?? { route: row.route, device: row.device, byMetric: {} };
    group.byMetric[row.metric] = row;
    groups.set(key, group);
  }
  return (
    <Table caption="Web Vitals (p75) por rota e dispositivo" scrollLabel="Web Vitals por rota">
      <thead>
        <tr>
          <th scope="col">Rota</th>
          <th scope="col">Dispositivo</th>
          <th scope="col">LCP</th>
          <th scope="col">INP</th>
          <th scope="col">CLS</th>
          <th scope="col">Amostras</th>
        </tr>
      </thead>
      <tbody>
        {[...groups.values()].map((group) => (
          <tr key={`${group.route}-${group.device}`}>
            <th scope="row">{group.route}</th>
            <td>{DEVICE_LABEL[group.device] ?? group.device}</td>
            {METRICS.map((metric) => (
              <VitalCell key={metric} metric={metric} row={group.byMetric[metric]} />
            ))}
            <td data-numeric>
              {formatNumber(Math.max(...Object.values(group.byMetric).map((row) => row?.samples ?? 0)))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
