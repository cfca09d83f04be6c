import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { CspViolation } from '@funil/data-client/staff/site-health';

/**
 * CSP violations by directive and blocked URL. One violation usually arrives twice (the page's catcher and the
 * browser's own report): both counts are shown, never added up.
 */
export function CspTable({ violations }: { violations: readonly CspViolation[] }) {
  return (
    <Table caption="Violações da Content-Security-Policy" scrollLabel="Violações da CSP">
      <thead>
        <tr>
          <th scope="col">Diretiva</th>
          <th scope="col">URL bloqueada</th>
          <th scope="col">Vistas na página</th>
          <th scope="col">Relatórios do navegador</th>
          <th scope="col">Rotas</th>
        </tr>
      </thead>
      <tbody>
        {violations.map((row) => (
          <tr key={`${row.directive}-${row.blocked_url}`}>
            <th scope="row">
              <code>{row.directive}</code>
            </th>
            <td>{row.blocked_url || '—'}</td>
            <td data-numeric>{formatNumber(row.page_count)}</td>
            <td data-numeric>{formatNumber(row.report_count)}</td>
            <td>{row.routes.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
