import { SelectCell } from '@funil/shared-ui/table';
import type { PurchaseLead, PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import type { FurtherContact } from '@funil/data-client/staff/further-contacts';
import type { LeadAttendance } from '@funil/data-client/staff/class-attendance';
import { attendanceText } from './attendance-text';
import { FurtherContactsList } from '../further-contacts/components/further-contacts-list';
import { StatusTimeline } from '../status-history/components/status-timeline';
import { formatDateTime } from '../../shared/format';
import { failureNotice, successNotice, type Notice } from '../../shared/notice';
import { useUpdateLeadStatusMutation } from '../api/use-update-lead-status-mutation';
import { HOT_MESSAGES, utmSourceLabel } from './hot-table';
import { LEAD_STATUSES, statusInfo, statusLabel } from '../../shared/lead-status';
import { StatusDot } from './status-badge';
import { messageFor, whatsappLink } from './whatsapp';
import styles from './status.module.css';
import { Button, buttonClassName } from '@funil/shared-ui/button';
import { Select } from '@funil/shared-ui/select';
import { Badge } from '@funil/shared-ui/badge';

/** One hot lead: tick box, contact, further contacts, its status (saved on change), origin, date and actions. */
export function HotLeadRow({
  row,
  selected,
  onToggle,
  furtherContacts,
  attendance,
  onNotice,
}: {
  row: PurchaseLead;
  selected: boolean;
  onToggle: () => void;
  furtherContacts: readonly FurtherContact[] | undefined;
  attendance?: LeadAttendance['classes'] | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const status = useUpdateLeadStatusMutation({ onError: () => onNotice(failureNotice(HOT_MESSAGES.statusFailed)) });
  const info = statusInfo(row.status);
  const link = whatsappLink(row.whatsapp, messageFor(row.status, row.name));

  async function copyMessage() {
    try {
      await navigator.clipboard.writeText(messageFor(row.status, row.name));
      onNotice(successNotice(HOT_MESSAGES.copyDone));
    } catch {
      onNotice(failureNotice(HOT_MESSAGES.copyFailed));
    }
  }

  return (
    <tr>
      <SelectCell label={`Selecionar ${row.name}`} checked={selected} onChange={onToggle} />
      <td>
        {row.name}
        {row.redirected_to_payment && (
          <>
            {' '}
            <Badge tone="success">Redirecionado</Badge>
          </>
        )}
        <FurtherContactsList name={row.name} contacts={furtherContacts} />
      </td>
      <td>{row.email}</td>
      <td>{row.whatsapp ?? '—'}</td>
      <td>
        <span className={styles.statusCell}>
          <StatusDot status={row.status} />
          <Select
            aria-label={`Status de ${row.name}`}
            value={info.status}
            disabled={status.isPending}
            onChange={(e) => status.mutate({ id: row.id, status: e.target.value as PurchaseLeadStatus })}
          >
            {LEAD_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </Select>
        </span>
      </td>
      <td>{utmSourceLabel(row)}</td>
      <td>{formatDateTime(row.created_at)}</td>
      <td>{attendanceText(attendance)}</td>
      <td>
        <span className={styles.actions}>
          {link && (
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp de ${row.name}`}
            >
              WhatsApp
            </a>
          )}
          <Button
            variant="secondary"
            aria-label={`Copiar mensagem para ${row.name}`}
            onClick={() => void copyMessage()}
          >
            Copiar mensagem
          </Button>
          {row.payment_url && (
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={row.payment_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Checkout de ${row.name}`}
            >
              Checkout
            </a>
          )}
          <StatusTimeline leadId={row.id} name={row.name} status={row.status} email={row.email} />
        </span>
      </td>
    </tr>
  );
}
