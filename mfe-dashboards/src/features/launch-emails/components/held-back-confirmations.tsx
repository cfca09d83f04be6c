import { EmptyState } from '@funil/shared-ui/empty-state';
import { Table } from '@funil/shared-ui/table';
import { LoadError } from '../../shared/components/load-error';
import { emailMessageLabel, emailSkipLabel } from '../../shared/email-labels';
import { formatDateTime } from '../../shared/format';
import { loadErrorText } from '../../shared/error-text';
import layout from '../../shared/components/dashboard.module.css';
import { useEmailHeldBackQuery } from '../api/use-email-held-back-query';
import { DELIVERY_TEXT } from '../delivery-text';

/** Confirmations the registration did not send (per-client cap, site budget): who, when, why. */
export function HeldBackConfirmations({ lancamento }: { lancamento: number | null }) {
  const heldBack = useEmailHeldBackQuery(lancamento);
  return (
    <section aria-label={DELIVERY_TEXT.heldBackTitle} className={layout.panel}>
      <h2 className={layout.panelTitle}>{DELIVERY_TEXT.heldBackTitle}</h2>
      <p className={layout.muted}>{DELIVERY_TEXT.heldBackIntro}</p>
      {heldBack.isError ? (
        <LoadError detail={loadErrorText(heldBack.error)} onRetry={() => void heldBack.refetch()} />
      ) : !heldBack.data ? (
        <p role="status">{DELIVERY_TEXT.loading}</p>
      ) : heldBack.data.length === 0 ? (
        <EmptyState title={DELIVERY_TEXT.heldBackNone} />
      ) : (
        <Table caption={DELIVERY_TEXT.heldBackCaption} scrollLabel={DELIVERY_TEXT.heldBackCaption}>
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">E-mail</th>
              <th scope="col">Mensagem</th>
              <th scope="col">Motivo</th>
            </tr>
          </thead>
          <tbody>
            {heldBack.data.map((row) => (
              <tr key={row.id}>
                <td>
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                </td>
                <th scope="row">{row.to_email}</th>
                <td>{emailMessageLabel(row.message_key)}</td>
                <td>{emailSkipLabel(row.reason)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
