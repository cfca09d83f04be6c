import { Badge } from '@funil/shared-ui/badge';
import { Button } from '@funil/shared-ui/button';
import { Table } from '@funil/shared-ui/table';
import type { LaunchSettings } from '@funil/data-client/staff/launch-settings';

/** Every launch with its event and whether it is the current one; Editar, and Tornar atual for the others. */
export function LaunchListTable({
  list,
  onEdit,
  onMakeCurrent,
}: {
  list: readonly LaunchSettings[];
  onEdit: (lancamento: number) => void;
  onMakeCurrent: (lancamento: number) => void;
}) {
  return (
    <Table>
      <caption>Lançamentos</caption>
      <thead>
        <tr>
          <th scope="col">Lançamento</th>
          <th scope="col">Nome</th>
          <th scope="col">Evento</th>
          <th scope="col">Situação</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {list.map((l) => (
          <tr key={l.lancamento}>
            <td data-numeric>{l.lancamento}</td>
            <td>{l.name}</td>
            <td>{l.event_date_text}</td>
            <td>{l.is_current ? <Badge tone="success">Atual</Badge> : '—'}</td>
            <td>
              <Button
                variant="secondary"
                onClick={() => onEdit(l.lancamento)}
                aria-label={`Editar lançamento ${l.lancamento}`}
              >
                Editar
              </Button>{' '}
              {!l.is_current && (
                <Button
                  variant="secondary"
                  aria-label={`Tornar atual o lançamento ${l.lancamento}`}
                  onClick={() => onMakeCurrent(l.lancamento)}
                >
                  Tornar atual
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
