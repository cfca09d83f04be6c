import { loadErrorText } from '../../shared/error-text';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColdLeadStats as Stats } from '@funil/data-client/staff/cold-leads';
import { LoadError } from '../../shared/components/load-error';
import { CountList, StatCard } from '../../shared/components/stat-card';
import { formatDateTime } from '../../shared/format';
import { codeLabel } from '../../shared/labels';
import layout from '../../shared/components/dashboard.module.css';

/** The cold leads' figures of the launch (and group): totals, names saved, countries, activity, by group and origin. */
export function ColdLeadStats({ stats }: { stats: UseQueryResult<Stats> }) {
  return stats.isError ? (
    <LoadError detail={loadErrorText(stats.error)} onRetry={() => void stats.refetch()} />
  ) : stats.data ? (
    <>
      <section className={layout.statGrid} aria-label="Resumo dos leads frios">
        <StatCard label="Total de Contatos" value={formatNumber(stats.data.total_contacts)} />
        <StatCard label="Com Nome Salvo" value={formatNumber(stats.data.with_saved_name)} />
        <StatCard label="Brasil" value={formatNumber(stats.data.brazil_contacts)} />
        <StatCard label="Outros Países" value={formatNumber(stats.data.other_countries)} />
        <StatCard label="Ativos" value={formatNumber(stats.data.active_contacts)} />
        <StatCard label="Inativos" value={formatNumber(stats.data.inactive_contacts)} />
        <StatCard label="Última Atualização" value={formatDateTime(stats.data.last_updated)} />
      </section>
      <div className={layout.statGrid}>
        <CountList title="Por grupo" counts={stats.data.by_group} />
        <CountList title="Por origem" counts={stats.data.by_source} labelFor={(key) => codeLabel('coldSource', key)} />
      </div>
    </>
  ) : (
    <p role="status">Carregando dashboard...</p>
  );
}
