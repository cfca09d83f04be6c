import { Notice } from '@funil/shared-ui/src/notice/notice';
import { useState } from 'react';
import { useStatusHistoryQuery } from '../api/use-status-history-query';
import { formatDateTime } from '../../../shared/format';
import { describeChange } from '../status-history-text';
import layout from '../../../shared/components/dashboard.module.css';
import { Button } from '@funil/shared-ui/src/button/button';

/** 'Histórico' disclosure on a hot lead's row: its status changes, newest first (who, when, from, to). */
export function StatusTimeline({ leadId, name, status }: { leadId: number; name: string; status: string | null }) {
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
              {history.error.message}
            </Notice>
          ) : !history.data ? (
            <p role="status">Carregando...</p>
          ) : history.data.length === 0 ? (
            <p className={layout.muted}>Nenhuma mudança de status registrada.</p>
          ) : (
            <ol aria-label={`Mudanças de status: ${name}`}>
              {history.data.map((change) => (
                <li key={change.id}>
                  <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>: {describeChange(change)}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
