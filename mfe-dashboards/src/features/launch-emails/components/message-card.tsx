import { Button } from '@funil/shared-ui/button';
import { StatusBadge } from '@funil/shared-ui/badge';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { emailMessageLabel, emailSkipLabel } from '../../shared/email-labels';
import { LAUNCH_EMAILS_TEXT, sendTimeLines } from '../launch-email-text';
import { RecoveryDelayForm } from './recovery-delay-form';
import styles from './launch-emails.module.css';

export interface MessageCardProps {
  message: EmailMessage;
  onEdit: (message: EmailMessage) => void;
  onTogglePause: (message: EmailMessage) => void;
  pausing: boolean;
}

/** One message of the launch: when it goes out, its state, what happened to it so far, and its actions. */
export function MessageCard({ message, onEdit, onTogglePause, pausing }: MessageCardProps) {
  const label = emailMessageLabel(message.message_key);
  const headingId = `mensagem-${message.id}`;
  const { counts } = message;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-message-key={message.message_key}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {label}
        </h2>
        <StatusBadge tone={message.paused ? 'warning' : 'success'}>
          {message.paused ? LAUNCH_EMAILS_TEXT.paused : LAUNCH_EMAILS_TEXT.active}
        </StatusBadge>
      </div>
      <p className={styles.subject}>
        <span className={styles.muted}>{LAUNCH_EMAILS_TEXT.subject}:</span> {message.subject}
      </p>
      <div>
        <span className={styles.muted}>Envio:</span>
        <ul className={styles.times}>
          {sendTimeLines(message).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {message.delay_minutes !== null && <RecoveryDelayForm message={message} label={label} />}
      <dl className={styles.counts} aria-label={`Números de ${label}`}>
        <div>
          <dt>Agendados</dt>
          <dd>{formatNumber(counts.scheduled)}</dd>
        </div>
        <div>
          <dt>Enviados</dt>
          <dd>{formatNumber(counts.sent)}</dd>
        </div>
        <div>
          <dt>Falharam</dt>
          <dd>{formatNumber(counts.failed)}</dd>
        </div>
        <div>
          <dt>Não enviados</dt>
          <dd>{formatNumber(counts.skipped)}</dd>
        </div>
      </dl>
      {message.skipped_reasons.length > 0 && (
        <p className={styles.muted}>
          Não enviados:{' '}
          {message.skipped_reasons.map((r) => `${emailSkipLabel(r.reason)} (${formatNumber(r.count)})`).join(', ')}
        </p>
      )}
      {message.failures.length > 0 && (
        <div>
          <span className={styles.muted}>Falhas por motivo:</span>
          <ul className={styles.times}>
            {message.failures.map((f) => (
              <li key={f.reason}>
                {f.reason || 'sem motivo informado'} ({formatNumber(f.count)})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(message)}
          aria-label={`${LAUNCH_EMAILS_TEXT.edit}: ${label}`}
        >
          {LAUNCH_EMAILS_TEXT.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          loading={pausing}
          onClick={() => onTogglePause(message)}
          aria-label={`${message.paused ? LAUNCH_EMAILS_TEXT.resume : LAUNCH_EMAILS_TEXT.pause} ${label}`}
        >
          {message.paused ? LAUNCH_EMAILS_TEXT.resume : LAUNCH_EMAILS_TEXT.pause}
        </Button>
      </div>
    </li>
  );
}
