import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { RemoteBuildHealth } from '@funil/data-client/staff/site-health';
import { buildText, rateText, remoteText, vitalText } from '../site-health-text';

/** Per remote and build: page views, remote-load failures and their rate, errors and their rate, p75 vitals. */
export function RemoteBuildsTable({ builds }: { builds: readonly RemoteBuildHealth[] }) {
  return (
    <Table caption="Falhas de carregamento por remote e build" scrollLabel="Falhas por remote e build">
      <thead>
        <tr>
          <th scope="col">Remote</th>
          <th scope="col">Build</th>
          <th scope="col">Visualizações</th>
          <th scope="col">Falhas de carregamento</th>
          <th scope="col">Taxa de falha</th>
          <th scope="col">Erros</th>
          <th scope="col">Erros por visualização</th>
          <th scope="col">LCP p75</th>
          <th scope="col">INP p75</th>
        </tr>
      </thead>
      <tbody>
        {builds.map((row) => (
          <tr key={`${row.remote}-${row.build}`}>
            <th scope="row">{remoteText(row.remote)}</th>
            <td>
              <code>{buildText(row.build)}</code>
            </td>
            <td data-numeric>{formatNumber(row.page_views)}</td>
            <td data-numeric>{formatNumber(row.remote_load_failures)}</td>
            <td data-numeric>{rateText(row.failure_rate)}</td>
            <td data-numeric>{formatNumber(row.errors)}</td>
            <td data-numeric>{rateText(row.error_rate)}</td>
            <td data-numeric>{row.lcp_p75 === null ? '—' : vitalText('LCP', row.lcp_p75)}</td>
            <td data-numeric>{row.inp_p75 === null ? '—' : vitalText('INP', row.inp_p75)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
