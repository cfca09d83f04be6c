import { useState, type ReactNode } from 'react';
import { Select } from '@funil/shared-ui/select';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { SITE_HEALTH_WINDOWS, type SiteHealthWindow } from '@funil/data-client/staff/site-health';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { Field } from '../../shared/components/field';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { useSiteHealthQuery } from '../api/use-site-health-query';
import { useRemoteBuildHealthQuery } from '../api/use-remote-build-health-query';
import { VitalsTable } from '../components/vitals-table';
import { VitalTargetsTable } from '../components/vital-targets-table';
import { ErrorGroups } from '../components/error-groups';
import { RemoteBuildsTable } from '../components/remote-builds-table';
import { RemoteFailuresTable } from '../components/remote-failures-table';
import { CspTable } from '../components/csp-table';
import { ConfirmationBurstsTable } from '../components/confirmation-bursts-table';
import { useConfirmationBurstsQuery } from '../api/use-confirmation-bursts-query';
import { WINDOW_LABEL } from '../site-health-text';
import { loadErrorText } from '../../shared/error-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={layout.panel}>
      <h2 className={layout.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

function SiteHealth() {
  const [hours, setHours] = useState<SiteHealthWindow>(24);
  const health = useSiteHealthQuery(hours);
  const builds = useRemoteBuildHealthQuery(hours);
  const bursts = useConfirmationBurstsQuery(hours);

  return (
    <>
      <p className={layout.muted}>
        O que os navegadores dos visitantes viveram: Web Vitals (p75, limites do Core Web Vitals), erros agrupados,
        remotes que não carregaram e bloqueios da política de segurança. Enviado por cada visualização quando a página é
        fechada ou fica em segundo plano; sem dados pessoais.
      </p>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <Field label="Período">
          {(id) => (
            <Select
              id={id}
              value={String(hours)}
              onChange={(e) => setHours(Number(e.target.value) as SiteHealthWindow)}
            >
              {SITE_HEALTH_WINDOWS.map((value) => (
                <option key={value} value={String(value)}>
                  {WINDOW_LABEL[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {health.isError ? (
        <LoadError detail={loadErrorText(health.error)} onRetry={() => void health.refetch()} />
      ) : !health.data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <>
          <p>
            Visualizações no período: <strong>{formatNumber(health.data.page_views)}</strong>
          </p>
          <Section title="Web Vitals">
            {health.data.vitals.length === 0 ? (
              <EmptyState title="Nenhuma medição no período" />
            ) : (
              <VitalsTable vitals={health.data.vitals} />
            )}
            {health.data.vital_targets.length > 0 && <VitalTargetsTable targets={health.data.vital_targets} />}
          </Section>
          <Section title="Erros">
            {health.data.errors.length === 0 ? (
              <EmptyState title="Nenhum erro no período" />
            ) : (
              <ErrorGroups errors={health.data.errors} />
            )}
          </Section>
          <Section title="Remotes">
            {builds.isError ? (
              <LoadError detail={loadErrorText(builds.error)} onRetry={() => void builds.refetch()} />
            ) : !builds.data ? (
              <p role="status">Carregando dados...</p>
            ) : builds.data.length === 0 ? (
              <EmptyState title="Nenhuma visualização no período" />
            ) : (
              <RemoteBuildsTable builds={builds.data} />
            )}
            {health.data.remote_failures.length > 0 && <RemoteFailuresTable failures={health.data.remote_failures} />}
          </Section>
          <Section title="Confirmações de inscrição retidas">
            {bursts.isError ? (
              <LoadError detail={loadErrorText(bursts.error)} onRetry={() => void bursts.refetch()} />
            ) : !bursts.data ? (
              <p role="status">Carregando dados...</p>
            ) : (
              <>
                <p className={layout.muted}>
                  Uma rajada de inscrições para e-mails diferentes a partir do mesmo endereço de rede (mais de{' '}
                  {formatNumber(bursts.data.per_client)} em {formatNumber(bursts.data.per_client_window_minutes)}{' '}
                  minutos) ou de mais de {formatNumber(bursts.data.per_site_minute)} confirmações por minuto no site: as
                  confirmações além do limite não são enviadas (lista em E-mails do lançamento).
                </p>
                {bursts.data.minutes.length === 0 ? (
                  <EmptyState title="Nenhuma confirmação retida no período" />
                ) : (
                  <ConfirmationBurstsTable bursts={bursts.data} />
                )}
              </>
            )}
          </Section>
          <Section title="Content-Security-Policy">
            {health.data.csp.length === 0 ? (
              <EmptyState title="Nenhuma violação no período" />
            ) : (
              <CspTable violations={health.data.csp} />
            )}
          </Section>
        </>
      )}
    </>
  );
}

/** Production signals for staff (/campanhas/saude). */
export default function SiteHealthPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Saúde do Site">
      <SiteHealth />
    </DashboardPage>
  );
}
