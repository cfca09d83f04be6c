import { loadErrorText } from '../../../shared/error-text';
import { Notice } from '@funil/shared-ui/notice';
import { useState } from 'react';
import { useStatusHistoryQuery } from '../api/use-status-history-query';
import { formatDateTime } from '../../../shared/format';
import { describeChange } from '../status-history-text';
import layout from '../../../shared/components/dashboard.module.css';
import { Button } from '@funil/shared-ui/button';
import { EmailLogList } from '../../email-log/components/email-log-list';

/**
 * 'Histórico' disclosure on a hot lead's row: its status changes, newest first (who, when, from, to), and the launch
 * e-mails its address received.
 */
export function StatusTimeline({
  leadId,
  name,
  status,
  email,
}: {
  leadId: number;
  name: string;
  status: string | null;
  email: string;
}) {
  const [open, setOpen] = useState(false);
  const history = useStatusHistoryQuery(leadId, status, open);
  const panelId = `status-history-${leadId}`;
  return (
    <div>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Ver histórico de ${name}`}
        onClick={() => setOpen(!open)}
      >
        Histórico
      </Button>
      {open && (
        <div id={panelId}>
          {history.isError ? (
            <Notice
              tone="danger"
              role="alert"
              action={
                <Button variant="secondary" onClick={() => void history.refetch()}>
                  Tentar Novamente
                </Button>
              }
            >
              {loadErrorText(history.error)}
            </Notice>
          ) : !history.data ? (
            <p role="status">Carregando...</p>
          ) : history.data.length === 0 ? (
            <p className={layout.muted}>Nenhuma mudança de status registrada.</p>
          ) : (
            <ol aria-label={`Mudanças de status: ${name}`}>
              {history.data.map((change) => (
                <li key={change.id}>
                  <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>:{' '}
                  {describeChange(change)}
                </li>
              ))}
            </ol>
          )}
          <h3 className={layout.muted}>E-mails recebidos</h3>
          <EmailLogList email={email} name={name} enabled={open} />
        </div>
      )}
    </div>
  );
}
