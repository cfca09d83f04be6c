import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { VitalTarget } from '@funil/data-client/staff/site-health';
import { DEVICE_LABEL } from '../site-health-text';

/** The elements behind the metrics (web-vitals attribution), those most often above the "good" threshold first. */
export function VitalTargetsTable({ targets }: { targets: readonly VitalTarget[] }) {
  return (
    <Table caption="Elementos por trás das métricas (atribuição)" scrollLabel="Elementos por trás das métricas">
      <thead>
        <tr>
          <th scope="col">Métrica</th>
          <th scope="col">Elemento</th>
          <th scope="col">Rota</th>
          <th scope="col">Dispositivo</th>
          <th scope="col">Acima de “bom”</th>
          <th scope="col">Amostras</th>
        </tr>
      </thead>
      <tbody>
        {targets.map((row) => (
          <tr key={`${row.metric}-${row.route}-${row.device}-${row.target}`}>
            <th scope="row">{row.metric}</th>
            <td>
              <code>{row.target}</code>
            </td>
            <td>{row.route}</td>
            <td>{DEVICE_LABEL[row.device] ?? row.device}</td>
            <td data-numeric>{formatNumber(row.not_good)}</td>
            <td data-numeric>{formatNumber(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
