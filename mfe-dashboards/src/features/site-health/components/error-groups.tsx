import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ErrorGroup } from '@funil/data-client/staff/site-health';
import { formatDateTime } from '../../shared/format';
import { buildText, ERROR_KIND_LABEL, remoteText } from '../site-health-text';
import styles from './site-health.module.css';

/**
 * Error groups (one per fingerprint: type, normalised message, top frame, release) with a sample message and stack.
 * What browsers sent is shown as text only (React escapes it): a message with markup never becomes markup.
 */
export function ErrorGroups({ errors }: { errors: readonly ErrorGroup[] }) {
  return (
    <Table caption="Grupos de erros" scrollLabel="Grupos de erros">
      <thead>
        <tr>
          <th scope="col">Erro</th>
          <th scope="col">Ocorrências</th>
          <th scope="col">Primeira vez</th>
          <th scope="col">Última vez</th>
          <th scope="col">Remote</th>
          <th scope="col">Build</th>
          <th scope="col">Exemplo</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((group) => (
          <tr key={group.fingerprint} data-fingerprint={group.fingerprint}>
            <th scope="row">
              <span className={styles.kind}>{ERROR_KIND_LABEL[group.kind] ?? group.kind}</span> {group.error_type}:{' '}
              {group.message}
              {group.top_frame && <code className={styles.frame}>{group.top_frame}</code>}
            </th>
            <td data-numeric>{formatNumber(group.count)}</td>
            <td>
              <time dateTime={group.first_seen}>{formatDateTime(group.first_seen)}</time>
            </td>
            <td>
              <time dateTime={group.last_seen}>{formatDateTime(group.last_seen)}</time>
            </td>
            <td>{remoteText(group.remote)}</td>
            <td>
              <code>{buildText(group.build)}</code>
            </td>
            <td>
              <p className={styles.sample}>{group.sample_message}</p>
              <p className={styles.muted}>Rota: {group.sample_route}</p>
              {group.sample_stack && (
                <details>
                  <summary>Pilha de chamadas</summary>
                  <pre className={styles.stack}>{group.sample_stack}</pre>
                </details>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
