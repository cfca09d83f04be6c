import { Link } from 'react-router-dom';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LaunchSelect } from '../../shared/components/launch-select';
import { LoadError } from '../../shared/components/load-error';
import { StatCard } from '../../shared/components/stat-card';
import { formatDateTime, formatIsoDate } from '../../shared/format';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { ExportButton } from '../../shared/exports/export-button';
import { useCampaignSpendReportQuery } from '../api/use-campaign-spend-report-query';
import { SpendDaysTable } from '../components/spend-days-table';
import { SpendDrilldownTable } from '../components/spend-drilldown-table';
import { SpendImportPanel } from '../components/spend-import-panel';
import { UnexplainedSales } from '../components/unexplained-sales';
import {
  brl,
  count,
  EXPORT_COLUMNS,
  exportLines,
  feeText,
  PAGE_TITLE,
  percent,
  roas,
  ROAS_LABELS,
} from '../spend-text';
import { loadErrorText } from '../../shared/error-text';

function CampaignSpend() {
  const { options, launch, setLaunch } = useLaunchChoice();
  const report = useCampaignSpendReportQuery(launch);
  const launchName = options.data?.find((o) => o.lancamento === launch)?.name ?? (launch ? `Lançamento ${launch}` : '');
  const data = report.data;

  return (
    <>
      <p className={layout.muted}>
        Quanto custou cada lead e cada venda: o investimento das plataformas de anúncios cruzado com as UTMs de leads,
        intenções de compra e vendas (utm_campaign, utm_medium e utm_content no formato <code>nome|id</code>; sem id,
        pelo nome exato).
      </p>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <LaunchSelect options={options} value={launch} onChange={setLaunch} />
      </div>
      {launch !== null && <SpendImportPanel key={launch} lancamento={launch} launchName={launchName} />}
      {launch === null ? null : report.isError ? (
        <LoadError detail={loadErrorText(report.error)} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <>
          <p>
            Taxa da plataforma de pagamento neste lançamento:{' '}
            {feeText(data.platform_fee_percent, data.platform_fee_fixed)} (
            <Link to="/campanhas/lancamentos">alterar em Lançamentos</Link>).
            {data.spend_rows > 0 && data.first_day && data.last_day && (
              <>
                {' '}
                Investimento importado: {count(data.spend_rows)} linhas, de {formatIsoDate(data.first_day)} a{' '}
                {formatIsoDate(data.last_day)}
                {data.last_import_at ? `, última importação em ${formatDateTime(data.last_import_at)}` : ''}.
              </>
            )}
          </p>
          <section aria-label="Resumo do investimento" className={layout.statGrid}>
            <StatCard label="Investimento" value={brl(data.totals.spend)} />
            <StatCard label="Leads" value={count(data.totals.leads)} hint={`CPL ${brl(data.totals.cpl)}`} />
            <StatCard label="Vendas" value={count(data.totals.sales)} hint={`CPA ${brl(data.totals.cpa)}`} />
            <StatCard label="Receita líquida" value={brl(data.totals.net_revenue)} />
            <StatCard label={ROAS_LABELS.net.title} value={roas(data.totals.roas)} hint={ROAS_LABELS.net.formula} />
            <StatCard
              label={ROAS_LABELS.gross.title}
              value={roas(data.totals.gross_roas)}
              hint={ROAS_LABELS.gross.formula}
            />
            <StatCard
              label="Lucro"
              value={brl(data.totals.profit)}
              tone={data.totals.profit < 0 ? 'danger' : 'success'}
              hint={`Conversão lead→venda ${percent(data.totals.conversion)}`}
            />
          </section>
          {data.campaigns.length === 0 ? (
            <EmptyState title="Nenhum investimento importado neste lançamento" />
          ) : (
            <>
              <SpendDrilldownTable campaigns={data.campaigns} totals={data.totals} />
              <SpendDaysTable days={data.days} />
            </>
          )}
          <UnexplainedSales rows={data.unexplained} />
          <div className={layout.row}>
            <ExportButton
              fileBase={`investimento-lancamento-${data.lancamento}`}
              columns={EXPORT_COLUMNS}
              rows={exportLines(data)}
              label="Exportar tudo (CSV)"
            />
          </div>
        </>
      )}
    </>
  );
}

/** What each lead and each sale cost per campaign, ad set, ad and day (/campanhas/investimento). */
export default function CampaignSpendPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title={PAGE_TITLE}>
      <CampaignSpend />
    </DashboardPage>
  );
}
