import type { EmailLogEntry } from '@funil/data-client/staff/launch-emails';
import { emailMessageLabel, emailSkipLabel, EMAIL_STATUS_LABELS } from '../../../shared/email-labels';
import { formatDateTime } from '../../../shared/format';
import layout from '../../../shared/components/dashboard.module.css';
import { useLeadEmailLogQuery } from '../api/use-lead-email-log-query';
import { loadErrorText } from '../../../shared/error-text';

/** One line of the log: when, which message (and class), what happened. */
export function describeEmail(entry: EmailLogEntry): string {
  const what = entry.class_title
    ? `${emailMessageLabel(entry.message_key)} (${entry.class_title})`
    : emailMessageLabel(entry.message_key);
  const status = EMAIL_STATUS_LABELS[entry.status] ?? entry.status;
  const detail =
    entry.status === 'skipped'
      ? `: ${emailSkipLabel(entry.skip_reason)}`
      : entry.status === 'failed' && entry.last_error
        ? `: ${entry.last_error}`
        : '';
  return `${what} — ${status}${detail}`;
}

/** The launch e-mails of a lead's address, on the hot board's history (no link or token is shown). */
export function EmailLogList({ email, name, enabled }: { email: string; name: string; enabled: boolean }) {
  const log = useLeadEmailLogQuery(email, enabled);
  if (log.isError) return <p role="alert">Erro ao carregar os e-mails: {loadErrorText(log.error)}</p>;
  if (!log.data) return <p role="status">Carregando e-mails...</p>;
  if (log.data.length === 0) return <p className={layout.muted}>Nenhum e-mail enviado a este endereço.</p>;
  return (
    <ol aria-label={`E-mails: ${name}`}>
      {log.data.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.sent_at ?? entry.created_at}>{formatDateTime(entry.sent_at ?? entry.created_at)}</time>:{' '}
          {describeEmail(entry)}
          {entry.subject ? <span className={layout.muted}> — “{entry.subject}”</span> : null}
        </li>
      ))}
    </ol>
  );
}
