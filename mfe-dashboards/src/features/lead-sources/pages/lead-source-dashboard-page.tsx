import { loadErrorText } from '../../shared/error-text';
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import type { LeadSourceFilter } from '@funil/data-client/staff/lead-sources';
import { defaultLaunchOption } from '@funil/data-client/staff/launch-settings';
import { useLaunchOptionsQuery } from '../../shared/api/use-launch-options-query';
import { ALL_LAUNCHES, LaunchSelect } from '../../shared/components/launch-select';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { SortableHeader } from '../../shared/components/sortable-header';
import { StatCard } from '../../shared/components/stat-card';
import { formatIsoDate } from '../../shared/format';
import type { SortState } from '../../shared/sorting';
import {
  barColour,
  nextLeadSourceSort,
  periodLabel,
  sortLeadSources,
  type LeadSourceColumn,
} from '../lead-source-table';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Field } from '../../shared/components/field';
import { CampaignInsights } from '../components/campaign-insights';
import { UnsubscribeLinksExport } from '../../shared/exports/unsubscribe-links-export';
import { useLeadSourceMetricsQuery } from '../api/use-lead-source-metrics-query';
import { Input } from '@funil/shared-ui/input';
import { Table } from '@funil/shared-ui/table';

// Below the fold: loaded after the page's own figures (keeps the page's first bundle within its budget).
const RevenuePanel = lazy(() =>
  import('../../shared/revenue/revenue-panel').then((m) => ({ default: m.RevenuePanel })),
);

const ALL = ALL_LAUNCHES;

interface Draft {
  startDate: string;
  endDate: string;
  launch: string;
}

function toFilter(draft: Draft): LeadSourceFilter {
  return {
    lancamento: draft.launch === ALL ? null : Number(draft.launch),
    startDate: draft.startDate || null,
    endDate: draft.endDate || null,
  };
}

function LeadSourceDashboard() {
  const launches = useLaunchOptionsQuery();
  const start = launches.data ? defaultLaunchOption(launches.data) : null;
  const initial: Draft = { startDate: '', endDate: '', launch: start ? String(start.lancamento) : ALL };
  // The applied filter starts at the current launch once the launch list is known.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [applied, setApplied] = useState<Draft | null>(null);
  const [sort, setSort] = useState<SortState<LeadSourceColumn> | null>(null);
  const currentDraft = draft ?? initial;
  const currentApplied = applied ?? initial;
  const filter = toFilter(currentApplied);

  const metrics = useLeadSourceMetricsQuery(filter, !launches.isPending);

  // Filtrar always reloads, also when the filters did not change.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (JSON.stringify(toFilter(currentDraft)) === JSON.stringify(filter)) void metrics.refetch();
    else setApplied(currentDraft);
  }

  function clear() {
    const cleared = { startDate: '', endDate: '', launch: ALL };
    setDraft(cleared);
    setApplied(cleared);
  }

  const rows = metrics.data ? sortLeadSources(metrics.data.sources, sort) : [];
  const maxCount = Math.max(1, ...rows.map((row) => row.count));

  return (
    <>
      <form className={ui.filters} onSubmit={submit} aria-label="Filtros">
        <Field label="Data inicial">
          {(id) => (
            <Input
              id={id}
              type="date"
              value={currentDraft.startDate}
              onChange={(e) => setDraft({ ...currentDraft, startDate: e.target.value })}
            />
          )}
        </Field>
        <Field label="Data final">
          {(id) => (
            <Input
              id={id}
              type="date"
              value={currentDraft.endDate}
              min={currentDraft.startDate || undefined}
              onChange={(e) => setDraft({ ...currentDraft, endDate: e.target.value })}
            />
          )}
        </Field>
        <LaunchSelect
          options={launches}
          allLabel="Todos os Lançamentos"
          value={currentDraft.launch === ALL ? null : Number(currentDraft.launch)}
          onChange={(n) => setDraft({ ...currentDraft, launch: n === null ? ALL : String(n) })}
        />
        <Button type="submit">Filtrar</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Limpar
        </Button>
      </form>

      {metrics.isError ? (
        <LoadError detail={loadErrorText(metrics.error)} onRetry={() => void metrics.refetch()} />
      ) : !metrics.data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <>
          <section className={layout.statGrid} aria-label="Totais">
            <StatCard label="Total de Leads" value={formatNumber(metrics.data.total_leads)} />
            <StatCard label="Fontes Distintas" value={formatNumber(metrics.data.total_sources)} />
            <StatCard
              label="Lançamento"
              value={metrics.data.lancamento === null ? 'Todos' : String(metrics.data.lancamento)}
            />
            <StatCard label="Período" value={periodLabel(metrics.data.date_range, formatIsoDate)} />
          </section>
          {metrics.data.lancamento !== null && (
            <div className={ui.toolbar}>
              <UnsubscribeLinksExport lancamento={metrics.data.lancamento} />
            </div>
          )}
          {metrics.isFetching && (
            <p role="status" className={layout.muted}>
              Atualizando...
            </p>
          )}
          {rows.length === 0 ? (
            <EmptyState title="Nenhum lead encontrado" />
          ) : (
            <>
              <Table>
                <caption>Leads por fonte</caption>
                <thead>
                  <tr>
                    <SortableHeader
                      label="Fonte"
                      column="source"
                      sort={sort}
                      onSort={(c) => setSort(nextLeadSourceSort(sort, c))}
                    />
                    <SortableHeader
                      label="Mídia"
                      column="medium"
                      sort={sort}
                      onSort={(c) => setSort(nextLeadSourceSort(sort, c))}
                    />
                    <SortableHeader
                      label="Leads"
                      column="count"
                      sort={sort}
                      onSort={(c) => setSort(nextLeadSourceSort(sort, c))}
                    />
                    <SortableHeader
                      label="Porcentagem"
                      column="percentage"
                      sort={sort}
                      onSort={(c) => setSort(nextLeadSourceSort(sort, c))}
                    />
                    <th scope="col">Distribuição</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.source}>
                      <td>{row.source}</td>
                      <td>{row.medium}</td>
                      <td data-numeric>{formatNumber(row.count)}</td>
                      <td data-numeric>{formatPercent(row.percentage, 0)}</td>
                      <td>
                        <div className={ui.barTrack} aria-hidden="true">
                          <div
                            className={ui.bar}
                            style={{ width: `${row.percentage}%`, background: 'var(--color-primary)' }}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <section aria-labelledby="source-cards-title" className={layout.stack}>
                <h2 id="source-cards-title" className={layout.panelTitle}>
                  Fontes
                </h2>
                <ul className={ui.cardGrid}>
                  {rows.map((row, index) => (
                    <li key={row.source} className={ui.card}>
                      <strong>{row.source}</strong>
                      <span className={layout.muted}>{row.medium}</span>
                      <span>
                        {formatNumber(row.count)} leads ({formatPercent(row.percentage, 0)})
                      </span>
                      <div
                        className={ui.barTrack}
                        role="img"
                        aria-label={`${formatPercent(row.percentage, 0)} dos leads`}
                      >
                        <div
                          className={ui.bar}
                          style={{ width: `${(row.count / maxCount) * 100}%`, background: barColour(index) }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </>
      )}
      {!launches.isPending && <CampaignInsights filter={filter} />}
      {!launches.isPending && (
        <Suspense fallback={<p role="status">Carregando dados...</p>}>
          <RevenuePanel filter={filter} />
        </Suspense>
      )}
    </>
  );
}

/** Lead-source dashboard (/campanhas). */
export default function LeadSourceDashboardPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Origem dos Leads">
      <LeadSourceDashboard />
    </DashboardPage>
  );
}
