import { loadErrorText } from '../../shared/error-text';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { LeadSourceFilter } from '@funil/data-client/staff/lead-sources';
import { defaultLaunchOption } from '@funil/data-client/staff/launch-settings';
import { useLaunchOptionsQuery } from '../../shared/api/use-launch-options-query';
import { ALL_LAUNCHES } from '../../shared/components/launch-select';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { StatCard } from '../../shared/components/stat-card';
import { formatIsoDate } from '../../shared/format';
import type { SortState } from '../../shared/sorting';
import { periodLabel, sortLeadSources, type LeadSourceColumn } from '../lead-source-table';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { CampaignInsights } from '../components/campaign-insights';
import { LeadSourceCards } from '../components/lead-source-cards';
import { LeadSourceFilters, type LeadSourceDraft } from '../components/lead-source-filters';
import { LeadSourceTable } from '../components/lead-source-table';
import { UnsubscribeLinksExport } from '../../shared/exports/unsubscribe-links-export';
import { useLeadSourceMetricsQuery } from '../api/use-lead-source-metrics-query';

// Below the fold: loaded after the page's own figures (keeps the page's first bundle within its budget).
const RevenuePanel = lazy(() =>
  import('../../shared/revenue/revenue-panel').then((m) => ({ default: m.RevenuePanel })),
);

const ALL = ALL_LAUNCHES;

function toFilter(draft: LeadSourceDraft): LeadSourceFilter {
  return {
    lancamento: draft.launch === ALL ? null : Number(draft.launch),
    startDate: draft.startDate || null,
    endDate: draft.endDate || null,
  };
}

function LeadSourceDashboard() {
  const launches = useLaunchOptionsQuery();
  const start = launches.data ? defaultLaunchOption(launches.data) : null;
  const initial: LeadSourceDraft = { startDate: '', endDate: '', launch: start ? String(start.lancamento) : ALL };
  // The applied filter starts at the current launch once the launch list is known.
  const [draft, setDraft] = useState<LeadSourceDraft | null>(null);
  const [applied, setApplied] = useState<LeadSourceDraft | null>(null);
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

  return (
    <>
      <LeadSourceFilters
        launches={launches}
        currentDraft={currentDraft}
        setDraft={setDraft}
        submit={submit}
        clear={clear}
      />

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
              <LeadSourceTable rows={rows} sort={sort} setSort={setSort} />
              <LeadSourceCards rows={rows} />
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
