import { loadErrorText } from '../../shared/error-text';
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useState } from 'react';
import { UTM_DIMENSIONS, type DateRangeFilter, type UtmDimension } from '@funil/data-client/staff/insights';
import { LoadError } from '../../shared/components/load-error';
import { Field } from '../../shared/components/field';
import { UTM_DIMENSION_LABELS } from '../../shared/funnel-labels';
import { PerDayChart } from '../../shared/components/per-day-chart';
import { useLeadsPerDayQuery } from '../api/use-leads-per-day-query';
import { useUtmBreakdownQuery } from '../api/use-utm-breakdown-query';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Select } from '@funil/shared-ui/select';
import { Table } from '@funil/shared-ui/table';

/** /campanhas extras for the applied filter: leads per day (chart) and a breakdown by any UTM field. */
export function CampaignInsights({ filter }: { filter: DateRangeFilter }) {
  const [dimension, setDimension] = useState<UtmDimension>('campaign');
  const perDay = useLeadsPerDayQuery(filter);
  const breakdown = useUtmBreakdownQuery(dimension, filter);
  return (
    <div className={layout.stack}>
      {perDay.isError ? (
        <LoadError detail={loadErrorText(perDay.error)} onRetry={() => void perDay.refetch()} />
      ) : perDay.data ? (
        <PerDayChart title="Leads por dia" days={perDay.data} unit="leads" />
      ) : (
        <p role="status">Carregando dados...</p>
      )}
      <section className={layout.panel} aria-labelledby="utm-breakdown-title">
        <h2 id="utm-breakdown-title" className={layout.panelTitle}>
          Leads por UTM
        </h2>
        <div className={ui.filters}>
          <Field label="Dividir por">
            {(id) => (
              <Select id={id} value={dimension} onChange={(e) => setDimension(e.target.value as UtmDimension)}>
                {UTM_DIMENSIONS.map((d) => (
                  <option key={d} value={d}>
                    {UTM_DIMENSION_LABELS[d]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {breakdown.isError ? (
          <LoadError detail={loadErrorText(breakdown.error)} onRetry={() => void breakdown.refetch()} />
        ) : !breakdown.data ? (
          <p role="status">Carregando dados...</p>
        ) : breakdown.data.length === 0 ? (
          <EmptyState title="Nenhum lead encontrado" />
        ) : (
          <Table>
            <caption>{UTM_DIMENSION_LABELS[dimension]}</caption>
            <thead>
              <tr>
                <th scope="col">Valor</th>
                <th scope="col">Leads</th>
                <th scope="col">Porcentagem</th>
              </tr>
            </thead>
            <tbody>
              {breakdown.data.map((row) => (
                <tr key={row.value}>
                  <td>{row.value}</td>
                  <td data-numeric>{formatNumber(row.count)}</td>
                  <td data-numeric>{formatPercent(row.percentage, 0)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
