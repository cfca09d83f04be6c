import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ConfirmationBursts } from '@funil/data-client/staff/email-feedback';
import { formatDateTime } from '../../shared/format';

/** Minutes in which the registration held confirmations back (a burst of registrations to strangers' addresses). */
export function ConfirmationBurstsTable({ bursts }: { bursts: ConfirmationBursts }) {
  return (
    <Table caption="Confirmações retidas por minuto" scrollLabel="Confirmações retidas por minuto">
      <thead>
        <tr>
          <th scope="col">Minuto</th>
          <th scope="col">Mesmo endereço de rede</th>
          <th scope="col">Limite do site</th>
        </tr>
      </thead>
      <tbody>
        {bursts.minutes.map((row) => (
          <tr key={row.minute}>
            <th scope="row">
              <time dateTime={row.minute}>{formatDateTime(row.minute)}</time>
            </th>
            <td data-numeric>{formatNumber(row.client_cap)}</td>
            <td data-numeric>{formatNumber(row.site_budget)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
