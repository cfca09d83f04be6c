import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchLeadLaunches } from '@funil/data-client/src/staff/lead-sources';
import { fetchFunnelFilterOptions, fetchLaunchFunnel } from '@funil/data-client/src/staff/insights';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { StatCard } from '../../shared/components/stat-card';
import { Field } from '../../shared/components/field';
import { conversionText, FUNNEL_STEP_LABELS, stepWidth } from '../funnel-labels';
import { RevenuePanel } from '../../checkout/components/revenue-panel';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';

const ALL = '';

function LaunchFunnel() {
  const launches = useQuery({ queryKey: ['lead-launches'], queryFn: fetchLeadLaunches });
  const [launch, setLaunch] = useState<number | null>(null);
  const [source, setSource] = useState(ALL);
  const [campaign, setCampaign] = useState(ALL);
  const lancamento = launch ?? launches.data?.[0] ?? 1;
  const options = useQuery({ queryKey: ['funnel-options', lancamento], queryFn: () => fetchFunnelFilterOptions(lancamento), enabled: !launches.isPending });
  const filter = { lancamento, utmSource: source || null, utmCampaign: campaign || null };
  const funnel = useQuery({ queryKey: ['launch-funnel', filter], queryFn: () => fetchLaunchFunnel(filter), enabled: !launches.isPending });
  const first = funnel.data?.steps[0]?.count ?? 0;

  return (
    <>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <Field label="Lançamento">
          {(id) => (
            <select id={id} className={ui.select} value={lancamento} onChange={(e) => { setLaunch(Number(e.target.value)); setSource(ALL); setCampaign(ALL); }}>
              {[...new Set([lancamento, ...(launches.data ?? [])])].sort((a, b) => b - a).map((n) => (
                <option key={n} value={n}>Lançamento {n}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Fonte (utm_source)">
          {(id) => (
            <select id={id} className={ui.select} value={source} onChange={(e) => setSource(e.target.value)}>
              <option value={ALL}>Todas as fontes</option>
              {(options.data?.sources ?? []).map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          )}
        </Field>
        <Field label="Campanha (utm_campaign)">
          {(id) => (
            <select id={id} className={ui.select} value={campaign} onChange={(e) => setCampaign(e.target.value)}>
              <option value={ALL}>Todas as campanhas</option>
              {(options.data?.campaigns ?? []).map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          )}
        </Field>
      </div>
      {funnel.isError ? (
        <LoadError detail={funnel.error.message} onRetry={() => void funnel.refetch()} />
      ) : !funnel.data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <>
          <section className={layout.statGrid} aria-label="Totais">
            <StatCard label="Inscritos" value={first} />
            <StatCard label="Vendidos" value={funnel.data.steps[4]?.count ?? 0} />
            <StatCard label="Conversão total" value={conversionText(funnel.data.overallConversion)} hint="Vendidos sobre inscritos" />
          </section>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <caption>Funil do lançamento {funnel.data.lancamento}</caption>
              <thead>
                <tr>
                  <th scope="col">Etapa</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Conversão da etapa anterior</th>
                  <th scope="col">Funil</th>
                </tr>
              </thead>
              <tbody>
                {funnel.data.steps.map((step) => (
                  <tr key={step.key}>
                    <th scope="row">{FUNNEL_STEP_LABELS[step.key]}</th>
                    <td className={ui.numeric}>{step.count}</td>
                    <td className={ui.numeric}>{conversionText(step.conversion)}</td>
                    <td>
                      <div className={ui.barTrack} aria-hidden="true">
                        <div className={ui.bar} style={{ width: `${stepWidth(step.count, first)}%`, background: 'var(--color-primary)' }} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={layout.muted}>
            Inscritos e intenções de compra são filtrados pelas próprias UTMs; a pesquisa conta os inscritos filtrados que responderam.
          </p>
        </>
      )}
      {!launches.isPending && <RevenuePanel filter={{ lancamento }} />}
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
