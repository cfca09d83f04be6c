import { useState } from 'react';
import type { RecoveryOutcome, RecoveryQueueItem } from '@funil/data-client/staff/checkout-recovery';
import { RECOVERY_OUTCOMES } from '@funil/data-client/staff/checkout-recovery';
import { Table } from '@funil/shared-ui/table';
import { Select } from '@funil/shared-ui/select';
import { Badge } from '@funil/shared-ui/badge';
import { Button, buttonClassName } from '@funil/shared-ui/button';
import { ConfirmDialog, type ConfirmRequest } from '../../../shared/components/confirm-dialog';
import { LoadError } from '../../../shared/components/load-error';
import { loadErrorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { brlText, checkoutEventLabel } from '../../../shared/checkout-text';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../../shared/notice';
import layout from '../../../shared/components/dashboard.module.css';
import { whatsappLink } from '../../hot/whatsapp';
import { openFirstChat, WhatsappQueue, type WhatsappChat } from '../../hot/whatsapp-queue';
import { HOT_MESSAGES } from '../../hot/hot-table';
import { useRecoveryQueueQuery } from '../api/use-recovery-queue-query';
import { useRecoveryOutcomeMutation } from '../api/use-recovery-outcome-mutation';
import { CONSENT_LABELS, OUTCOME_LABELS, RECOVERY_TEXTS, recoveryMessage, sentText } from '../recovery-text';

/** 'Boleto impresso (PURCHASE_BILLET_PRINTED) · BILLET · vence 23/11/2026 09:00' */
function eventText(item: RecoveryQueueItem): string {
  const parts = [checkoutEventLabel(item.event)];
  if (item.payment_type) parts.push(item.payment_type);
  if (item.payment_expires_at) parts.push(`vence ${formatDateTime(item.payment_expires_at)}`);
  return parts.join(' · ');
}

function RecoveryRow({ item, onNotice }: { item: RecoveryQueueItem; onNotice: (notice: Notice) => void }) {
  const outcome = useRecoveryOutcomeMutation({
    onSuccess: () => onNotice(successNotice(RECOVERY_TEXTS.outcomeSaved)),
    onError: () => onNotice(failureNotice(RECOVERY_TEXTS.outcomeFailed)),
  });
  const name = item.buyer_name ?? item.buyer_email;
  const link = whatsappLink(item.phone, recoveryMessage(item));
  return (
    <tr>
      <td>
        {name}
        <br />
        <span className={layout.muted}>{item.buyer_email}</span>
      </td>
      <td>{eventText(item)}</td>
      <td>{formatDateTime(item.event_at)}</td>
      <td>{brlText(item.value)}</td>
      <td>{sentText(item.sent, formatDateTime)}</td>
      <td>
        <Badge tone={item.consent === 'site' ? 'success' : 'neutral'}>{CONSENT_LABELS[item.consent]}</Badge>
      </td>
      <td>
        <Select
          aria-label={`Resultado do contato com ${name}`}
          value={item.outcome ?? ''}
          disabled={outcome.isPending}
          onChange={(e) =>
            e.target.value &&
            outcome.mutate({ checkoutEventId: item.checkout_event_id, outcome: e.target.value as RecoveryOutcome })
          }
        >
          <option value="">{RECOVERY_TEXTS.noOutcome}</option>
          {RECOVERY_OUTCOMES.map((option) => (
            <option key={option} value={option}>
              {OUTCOME_LABELS[option]}
            </option>
          ))}
        </Select>
      </td>
      <td>
        {link ? (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp de ${name}`}
          >
            WhatsApp
          </a>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/**
 * The closers' queue on the hot board: the launch's abandoned checkouts and pending payments nobody settled yet,
 * newest first, with the WhatsApp conversation (one by one or all at once, as the hot leads' bulk flow), the event,
 * when, the value, the recovery e-mails already sent, why the buyer does or does not get e-mails, and the outcome a
 * closer marks. It reloads by itself, so a buyer who pays leaves it.
 */
export function RecoveryQueuePanel({ launch }: { launch: number | null }) {
  const queue = useRecoveryQueueQuery(launch);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [chats, setChats] = useState<{ chats: WhatsappChat[]; blocked: boolean } | null>(null);
  const items = queue.data ?? [];

  function openAll() {
    const targets = items.flatMap((item) => {
      const link = whatsappLink(item.phone, recoveryMessage(item));
      return link ? [{ id: item.checkout_event_id, name: item.buyer_name ?? item.buyer_email, link }] : [];
    });
    if (targets.length === 0) {
      setNotice(failureNotice(RECOVERY_TEXTS.whatsappNone));
      return;
    }
    setConfirm({
      message: HOT_MESSAGES.whatsappConfirm(targets.length),
      confirmLabel: 'Abrir conversas',
      onConfirm: () => setChats(openFirstChat(targets)),
    });
  }

  return (
    <section className={layout.panel} aria-labelledby="recovery-queue-title">
      <h2 id="recovery-queue-title" className={layout.panelTitle}>
        {RECOVERY_TEXTS.title}
      </h2>
      <p className={layout.muted}>{RECOVERY_TEXTS.intro}</p>
      <NoticeText notice={notice} />
      {queue.isError ? (
        <LoadError detail={loadErrorText(queue.error)} onRetry={() => void queue.refetch()} />
      ) : queue.isPending ? (
        <p role="status">Carregando fila de recuperação...</p>
      ) : items.length === 0 ? (
        <p>{RECOVERY_TEXTS.empty}</p>
      ) : (
        <>
          <div>
            <Button variant="secondary" onClick={openAll}>
              Abrir WhatsApp da fila ({items.length})
            </Button>
          </div>
          {chats && <WhatsappQueue chats={chats.chats} blocked={chats.blocked} onClose={() => setChats(null)} />}
          <Table
            caption="Fila de recuperação (até 200 mais recentes)"
            scrollLabel="Fila de recuperação (rola na horizontal)"
          >
            <thead>
              <tr>
                <th scope="col">Comprador</th>
                <th scope="col">Evento</th>
                <th scope="col">Quando</th>
                <th scope="col">Valor</th>
                <th scope="col">E-mails enviados</th>
                <th scope="col">Consentimento</th>
                <th scope="col">Resultado</th>
                <th scope="col">WhatsApp</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <RecoveryRow key={item.checkout_event_id} item={item} onNotice={setNotice} />
              ))}
            </tbody>
          </Table>
        </>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
