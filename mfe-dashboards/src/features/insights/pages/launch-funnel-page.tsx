import { loadErrorText } from '../../shared/error-text';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { lazy, Suspense, useState } from 'react';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { StatCard } from '../../shared/components/stat-card';
import { Field } from '../../shared/components/field';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { LaunchSelect } from '../../shared/components/launch-select';
import { useFunnelOptionsQuery } from '../api/use-funnel-options-query';
import { useLaunchFunnelQuery } from '../api/use-launch-funnel-query';
import { conversionText } from '../../shared/format';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Select } from '@funil/shared-ui/select';
import { FunnelStepsTable } from '../components/funnel-steps-table';
import { OutsideFunnelTable } from '../components/outside-funnel-table';

// Below the fold: loaded after the page's own figures (keeps the page's first bundle within its budget).
const RevenuePanel = lazy(() =>
  import('../../shared/revenue/revenue-panel').then((m) => ({ default: m.RevenuePanel })),
);

// Attendance of the live classes, below the funnel.
const AttendancePanel = lazy(() =>
  import('../components/attendance-panel').then((m) => ({ default: m.AttendancePanel })),
);

const ALL = '';

function LaunchFunnel() {
  const { options: launches, launch, setLaunch } = useLaunchChoice();
  const [source, setSource] = useState(ALL);
  const [campaign, setCampaign] = useState(ALL);
  const lancamento = launch ?? 0;
  const options = useFunnelOptionsQuery(launch);
  const filter = { lancamento, utmSource: source || null, utmCampaign: campaign || null };
  const funnel = useLaunchFunnelQuery(filter, launch !== null);
  const first = funnel.data?.steps[0]?.count ?? 0;

  return (
    <>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <LaunchSelect
          options={launches}
          value={launch}
          onChange={(n) => {
            setLaunch(n);
            setSource(ALL);
            setCampaign(ALL);
          }}
        />
        <Field label="Fonte (utm_source)">
          {(id) => (
            <Select id={id} value={source} onChange={(e) => setSource(e.target.value)}>
              <option value={ALL}>Todas as fontes</option>
              {(options.data?.sources ?? []).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Campanha (utm_campaign)">
          {(id) => (
            <Select id={id} value={campaign} onChange={(e) => setCampaign(e.target.value)}>
              <option value={ALL}>Todas as campanhas</option>
              {(options.data?.campaigns ?? []).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {launches.isError ? (
        <LoadError detail={loadErrorText(launches.error)} onRetry={() => void launches.refetch()} />
      ) : launches.isSuccess && launch === null ? (
        <EmptyState title="Nenhum lançamento cadastrado." />
      ) : funnel.isError ? (
        <LoadError detail={loadErrorText(funnel.error)} onRetry={() => void funnel.refetch()} />
      ) : !funnel.data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <>
          <section className={layout.statGrid} aria-label="Totais">
            <StatCard label="Inscritos" value={formatNumber(first)} />
            <StatCard
              label="Vendidos"
              value={formatNumber(funnel.data.steps[4]?.count ?? 0)}
              hint="Inscritos que compraram (as demais vendas aparecem fora do funil)"
            />
            <StatCard
              label="Conversão total"
              value={conversionText(funnel.data.overall_conversion)}
              hint="Vendidos sobre inscritos"
            />
          </section>
          <FunnelStepsTable funnel={funnel.data} />
          <p className={layout.muted}>
            Cada etapa conta só quem passou pela anterior (inscritos filtrados pelas UTMs da inscrição); quem foi
            vendido conta como redirecionado ao checkout. As intenções de compra que ficam fora do funil aparecem
            abaixo.
          </p>
          <OutsideFunnelTable outside={funnel.data.outside} />
          <p className={layout.muted}>
            Sem inscrição: intenções com a fonte e a campanha filtradas pelas UTMs da própria intenção de compra.
          </p>
        </>
      )}
      {launch !== null && (
        <Suspense fallback={<p role="status">Carregando dados...</p>}>
          <AttendancePanel filter={filter} />
        </Suspense>
      )}
      {launch !== null && (
        <Suspense fallback={<p role="status">Carregando dados...</p>}>
          <RevenuePanel filter={{ lancamento: launch }} />
        </Suspense>
      )}
    </>
  );
}

/** Funnel per launch (/campanhas/funil). */
export default function LaunchFunnelPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Funil do Lançamento">
      <LaunchFunnel />
    </DashboardPage>
  );
}
