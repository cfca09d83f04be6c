import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { LoadError } from '../../shared/components/load-error';
import { emailMessageLabel } from '../../shared/email-labels';
import { loadErrorText } from '../../shared/error-text';
import layout from '../../shared/components/dashboard.module.css';
import { useEmailDeliveryRatesQuery } from '../api/use-email-delivery-rates-query';
import { DELIVERY_TEXT, rateText } from '../delivery-text';

/** Each message's bounces and complaints against the provider's review thresholds (5 % and 0.1 %). */
export function DeliveryRates({ lancamento }: { lancamento: number | null }) {
  const rates = useEmailDeliveryRatesQuery(lancamento);
  return (
    <section aria-label={DELIVERY_TEXT.ratesTitle} className={layout.panel}>
      <h2 className={layout.panelTitle}>{DELIVERY_TEXT.ratesTitle}</h2>
      {rates.isError ? (
        <LoadError detail={loadErrorText(rates.error)} onRetry={() => void rates.refetch()} />
      ) : !rates.data ? (
        <p role="status">{DELIVERY_TEXT.loading}</p>
      ) : (
        <>
          <p className={layout.muted}>
            {DELIVERY_TEXT.ratesIntro(
              rates.data.bounce_threshold,
              rates.data.complaint_threshold,
              rates.data.suppressed,
            )}
          </p>
          <Table caption={DELIVERY_TEXT.ratesCaption} scrollLabel={DELIVERY_TEXT.ratesCaption}>
            <thead>
              <tr>
                <th scope="col">Mensagem</th>
                <th scope="col">Enviados</th>
                <th scope="col">Devoluções definitivas</th>
                <th scope="col">Devoluções temporárias</th>
                <th scope="col">Reclamações</th>
              </tr>
            </thead>
            <tbody>
              {rates.data.messages.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{emailMessageLabel(row.message_key)}</th>
                  <td data-numeric>{formatNumber(row.sent)}</td>
                  <td data-numeric>{rateText(row.bounces, row.bounce_rate, rates.data.bounce_threshold)}</td>
                  <td data-numeric>{formatNumber(row.soft_bounces)}</td>
                  <td data-numeric>{rateText(row.complaints, row.complaint_rate, rates.data.complaint_threshold)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
