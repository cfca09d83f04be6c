import { loadErrorText } from '../../shared/error-text';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Select } from '@funil/shared-ui/select';
import { Table } from '@funil/shared-ui/table';
import { Button } from '@funil/shared-ui/button';
import { Notice } from '@funil/shared-ui/notice';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useState } from 'react';
import type { UnmatchedCheckoutEvent } from '@funil/data-client/staff/checkout';
import { useLaunchOptionsQuery } from '../../shared/api/use-launch-options-query';
import { useUnmatchedCheckoutEventsQuery } from '../api/use-unmatched-checkout-events-query';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { Field } from '../../shared/components/field';
import { formatDateTime } from '../../shared/format';
import { brlText, checkoutEventLabel } from '../../shared/checkout-text';
import { LinkEventDialog } from '../components/link-event-dialog';
import { RecoveryReportPanel } from '../components/recovery-report-panel';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';

const ALL = 'todos';

function CheckoutEvents() {
  // Every launch row (an event may belong to a launch without registrations yet), newest first; the current one is the default.
  const launchRows = useLaunchOptionsQuery();
  const launchNumbers = (launchRows.data ?? []).map((l) => l.lancamento);
  const currentLaunch = launchRows.data?.find((l) => l.isCurrent)?.lancamento ?? launchNumbers[0] ?? 1;
  const [launch, setLaunch] = useState(ALL);
  const lancamento = launch === ALL ? null : Number(launch);
  const events = useUnmatchedCheckoutEventsQuery(lancamento);
  const [linking, setLinking] = useState<UnmatchedCheckoutEvent | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function linked(message: string) {
    setLinking(null);
    setDone(message);
  }

  return (
    <>
      <p className={layout.muted}>
        Eventos do checkout que não encontraram um lead de compra (nem pelo código de rastreio do link, nem pelo e-mail
        no lançamento da oferta). Vincule cada um ao lead certo: o status dele passa a seguir os eventos.
      </p>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <Field label="Lançamento">
          {(id) => (
            <Select id={id} value={launch} onChange={(e) => setLaunch(e.target.value)}>
              <option value={ALL}>Todos os Lançamentos</option>
              {launchNumbers.map((n) => (
                <option key={n} value={String(n)}>
                  Lançamento {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {done && (
        <Notice tone="success" role="status">
          {done}
        </Notice>
      )}
      {events.isError ? (
        <LoadError detail={loadErrorText(events.error)} onRetry={() => void events.refetch()} />
      ) : !events.data ? (
        <p role="status">Carregando dados...</p>
      ) : events.data.length === 0 ? (
        <EmptyState title="Nenhum evento sem lead" />
      ) : (
        <Table caption={`Eventos sem lead (${formatNumber(events.data.length)})`}>
          <thead>
            <tr>
              <th scope="col">Data do evento</th>
              <th scope="col">Evento</th>
              <th scope="col">Comprador</th>
              <th scope="col">Valor</th>
              <th scope="col">Transação</th>
              <th scope="col">Lançamento da oferta</th>
              <th scope="col">Ação</th>
            </tr>
          </thead>
          <tbody>
            {events.data.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.event_at}>{formatDateTime(event.event_at)}</time>
                </td>
                <td>{checkoutEventLabel(event.event)}</td>
                <td>
                  {event.buyer_name ? `${event.buyer_name} — ` : ''}
                  {event.buyer_email}
                </td>
                <td data-numeric>
                  {brlText(event.price)}
                  {event.installments > 1 ? ` (${event.installments}x)` : ''}
                </td>
                <td>{event.transaction ?? '—'}</td>
                <td>{event.lancamento ?? `Desconhecido (oferta ${event.offer_code ?? '—'})`}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Vincular o evento de ${event.buyer_email}`}
                    onClick={() => {
                      setDone(null);
                      setLinking(event);
                    }}
                  >
                    Vincular
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {linking && (
        <LinkEventDialog
          event={linking}
          launches={launchNumbers}
          defaultLaunch={lancamento ?? currentLaunch}
          onClose={() => setLinking(null)}
          onLinked={linked}
        />
      )}
      {/* The recovery report is per launch: with every launch chosen, the current one's. */}
      <RecoveryReportPanel lancamento={lancamento ?? (launchRows.data ? currentLaunch : null)} />
    </>
  );
}

/** Checkout events no purchase lead matched, for staff to link (/campanhas/pagamentos). */
export default function CheckoutEventsPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Pagamentos sem Lead">
      <CheckoutEvents />
    </DashboardPage>
  );
}
