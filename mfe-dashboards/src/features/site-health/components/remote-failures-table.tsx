import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { RemoteFailure } from '@funil/data-client/staff/site-health';
import { formatDateTime } from '../../shared/format';
import { buildText } from '../site-health-text';

/** Each remote-load failure the shell saw: remote, build, exposed module, the runtime's code, the route. */
export function RemoteFailuresTable({ failures }: { failures: readonly RemoteFailure[] }) {
  return (
    <Table caption="Remotes que não carregaram" scrollLabel="Remotes que não carregaram">
      <thead>
        <tr>
          <th scope="col">Remote</th>
          <th scope="col">Build</th>
          <th scope="col">Módulo</th>
          <th scope="col">Código</th>
          <th scope="col">Rota</th>
          <th scope="col">Ocorrências</th>
          <th scope="col">Última hora com falha</th>
        </tr>
      </thead>
      <tbody>
        {failures.map((row) => (
          <tr key={`${row.remote}-${row.build}-${row.expose}-${row.code}-${row.route}`}>
            <th scope="row">{row.remote}</th>
            <td>
              <code>{buildText(row.build)}</code>
            </td>
            <td>{row.expose || '—'}</td>
            <td>
              <code>{row.code}</code>
            </td>
            <td>{row.route}</td>
            <td data-numeric>{formatNumber(row.count)}</td>
            <td>
              <time dateTime={row.last_seen}>{formatDateTime(row.last_seen)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
