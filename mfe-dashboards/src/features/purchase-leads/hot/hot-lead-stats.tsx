import { loadErrorText } from '../../shared/error-text';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PurchaseLeadStats } from '@funil/data-client/staff/purchase-leads';
import { LoadError } from '../../shared/components/load-error';
import { CountList, StatCard } from '../../shared/components/stat-card';
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import { codeLabel } from '../../shared/labels';
import { LEAD_STATUSES, statusInfo } from '../../shared/lead-status';
import { StatusDot } from './status-badge';
import layout from '../../shared/components/dashboard.module.css';
import styles from './status.module.css';

/** The hot leads' figures of the launch: totals, conversion, counts by status and by origin. */
export function HotLeadStats({ stats }: { stats: UseQueryResult<PurchaseLeadStats> }) {
  return stats.isError ? (
    <LoadError detail={loadErrorText(stats.error)} onRetry={() => void stats.refetch()} />
  ) : stats.data ? (
    <>
      <section className={layout.statGrid} aria-label="Resumo dos leads quentes">
        <StatCard label="Total de Leads" value={formatNumber(stats.data.total_leads)} />
        <StatCard label="Redirecionados" value={formatNumber(stats.data.total_redirected)} />
        <StatCard label="Taxa de Conversão" value={formatPercent(stats.data.conversion_rate, 2)} />
      </section>
      <div className={layout.statGrid}>
        <CountList
          title="Por status"
          counts={stats.data.by_status}
          order={LEAD_STATUSES}
          labelFor={(key) => (
            <span className={styles.statusCell}>
              <StatusDot status={key} />
              {statusInfo(key).label}
            </span>
          )}
        />
        <CountList
          title="Por origem (UTM)"
          counts={stats.data.by_utm_source}
          labelFor={(key) => codeLabel('utmSource', key)}
        />
      </div>
    </>
  ) : (
    <p role="status">Carregando dashboard...</p>
  );
}
