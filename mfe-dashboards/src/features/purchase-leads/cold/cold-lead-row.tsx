import { SelectCell } from '@funil/shared-ui/table';
import type { ColdLead } from '@funil/data-client/staff/cold-leads';
import { formatDateTime } from '../../shared/format';
import { contactName, contactPhone } from './cold-table';
import { Button } from '@funil/shared-ui/button';

/** One cold lead: tick box, name, phone, group, activity, creation date, notes and 'Converter'. */
export function ColdLeadRow({
  row,
  selected,
  onToggle,
  onConvert,
}: {
  row: ColdLead;
  selected: boolean;
  onToggle: () => void;
  onConvert: () => void;
}) {
  return (
    <tr>
      <SelectCell
        label={`Selecionar ${contactName(row)} ${contactPhone(row)}`}
        checked={selected}
        onChange={onToggle}
      />
      <td>{contactName(row)}</td>
      <td>{contactPhone(row)}</td>
      <td>{row.group_name || 'Sem grupo'}</td>
      <td>{row.is_active ? 'Ativo' : 'Inativo'}</td>
      <td>{formatDateTime(row.created_at)}</td>
      <td>{row.notes ?? '—'}</td>
      <td>
        <Button
          variant="secondary"
          aria-label={`Converter ${contactName(row)} ${contactPhone(row)}`}
          onClick={onConvert}
        >
          Converter
        </Button>
      </td>
    </tr>
  );
}
