import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Table } from '@funil/shared-ui/table';
import type { LaunchFunnel } from '@funil/data-client/staff/insights';
import { FUNNEL_OUTSIDE_LABELS } from '../../shared/funnel-labels';

/** The purchase intents outside the funnel, per group: intents, redirected, sold. */
export function OutsideFunnelTable({ outside }: { outside: LaunchFunnel['outside'] }) {
  return (
    <Table>
      <caption>Intenções de compra fora do funil</caption>
      <thead>
        <tr>
          <th scope="col">Grupo</th>
          <th scope="col">Intenções</th>
          <th scope="col">Redirecionados</th>
          <th scope="col">Vendidos</th>
        </tr>
      </thead>
      <tbody>
        {outside.map((line) => (
          <tr key={line.key}>
            <th scope="row">{FUNNEL_OUTSIDE_LABELS[line.key]}</th>
            <td data-numeric>{formatNumber(line.count)}</td>
            <td data-numeric>{formatNumber(line.redirected)}</td>
            <td data-numeric>{formatNumber(line.sold)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
