import { EmptyState } from '@funil/shared-ui/empty-state';
import { Table } from '@funil/shared-ui/table';
import { LoadError } from '../../shared/components/load-error';
import { loadErrorText } from '../../shared/error-text';
import { formatDateTime } from '../../shared/format';
import { ACTION_LABELS } from '../data-request-labels';
import { useDataRequestAuditQuery } from '../api/use-data-request-audit-query';
import layout from '../../shared/components/dashboard.module.css';

/** The latest searches, exports and anonymisations, with who asked and how many records. */
export function DataRequestAudit() {
  const audit = useDataRequestAuditQuery();
  return (
    <section className={layout.panel} aria-labelledby="audit-title">
      <h2 id="audit-title" className={layout.panelTitle}>
        Registro de solicitações
      </h2>
      {audit.isError ? (
        <LoadError detail={loadErrorText(audit.error)} onRetry={() => void audit.refetch()} />
      ) : !audit.data ? (
        <p role="status">Carregando dados...</p>
      ) : audit.data.length === 0 ? (
        <EmptyState title="Nenhuma solicitação registrada" />
      ) : (
        <Table>
          <caption>Últimas solicitações</caption>
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">Ação</th>
              <th scope="col">Por</th>
              <th scope="col">Registros</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.map((a) => (
              <tr key={a.id}>
                <td>{formatDateTime(a.created_at)}</td>
                <td>{ACTION_LABELS[a.action]}</td>
                <td>{a.requested_by_email ?? '—'}</td>
                <td data-numeric>{Object.values(a.records).reduce((x, y) => x + Number(y), 0)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
