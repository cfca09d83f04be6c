/**
 * Amazon SES's bounce and complaint notifications (the SNS Notification's Message, JSON), read into what
 * public.email_record_feedback records. Shape: "Amazon SNS notification contents for Amazon SES",
 * https://docs.aws.amazon.com/ses/latest/dg/notification-contents.html (notificationType, or eventType with event
 * publishing; mail.messageId is SES's id, the original Message-ID is in mail.commonHeaders / mail.headers when the
 * identity includes original headers).
 *
 *   bounce.bounceType Permanent          -> 'bounce'       (suppressed)
 *   bounce.bounceType Transient/Undetermined -> 'soft_bounce' (sent again, never suppressed)
 *   complaint                             -> 'complaint'    (suppressed)
 *   Delivery and anything else            -> ignored
 */

export interface FeedbackEvent {
  kind: 'bounce' | 'soft_bounce' | 'complaint';
  feedback_id: string;
  provider_message_id: string | null;
  message_id: string | null;
  recipients: string[];
  detail: string | null;
}

export type SesReading =
  { kind: 'feedback'; event: FeedbackEvent } | { kind: 'ignored'; type: string } | { kind: 'invalid'; reason: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function recipients(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const address = isObject(item) ? text(item.emailAddress) : null;
    // "Jane <jane@example.com>" is allowed by SES in some fields: keep the address.
    const bare = address ? (/<([^<>]+)>\s*$/.exec(address)?.[1] ?? address) : null;
    return bare ? [bare.toLowerCase()] : [];
  });
}

function originalMessageId(mail: Json): string | null {
  const common = isObject(mail.commonHeaders) ? text(mail.commonHeaders.messageId) : null;
  if (common) return common;
  if (!Array.isArray(mail.headers)) return null;
  for (const header of mail.headers)
    if (isObject(header) && typeof header.name === 'string' && header.name.toLowerCase() === 'message-id')
      return text(header.value);
  return null;
}

export function readSesNotification(messageText: string): SesReading {
  let body: unknown;
  try {
    body = JSON.parse(messageText);
  } catch {
    return { kind: 'invalid', reason: 'Message não é JSON' };
  }
  if (!isObject(body)) return { kind: 'invalid', reason: 'Message não é um objeto' };
  const type = text(body.notificationType) ?? text(body.eventType) ?? '';
  const mail = isObject(body.mail) ? body.mail : {};
  const base = { provider_message_id: text(mail.messageId), message_id: originalMessageId(mail) };
  if (type === 'Bounce' && isObject(body.bounce)) {
    const bounce = body.bounce;
    const list = recipients(bounce.bouncedRecipients);
    const feedback = text(bounce.feedbackId);
    if (list.length === 0 || !feedback) return { kind: 'invalid', reason: 'bounce sem destinatários ou feedbackId' };
    const first =
      Array.isArray(bounce.bouncedRecipients) && isObject(bounce.bouncedRecipients[0])
        ? bounce.bouncedRecipients[0]
        : {};
    const detail = [text(bounce.bounceType), text(bounce.bounceSubType), text(first.diagnosticCode)]
      .filter(Boolean)
      .join(' / ');
    return {
      kind: 'feedback',
      event: {
        kind: text(bounce.bounceType) === 'Permanent' ? 'bounce' : 'soft_bounce',
        feedback_id: feedback,
        recipients: list,
        detail: detail === '' ? null : detail.slice(0, 500),
        ...base,
      },
    };
  }
  if (type === 'Complaint' && isObject(body.complaint)) {
    const complaint = body.complaint;
    const list = recipients(complaint.complainedRecipients);
    const feedback = text(complaint.feedbackId);
    if (list.length === 0 || !feedback) return { kind: 'invalid', reason: 'complaint sem destinatários ou feedbackId' };
    return {
      kind: 'feedback',
      event: {
        kind: 'complaint',
        feedback_id: feedback,
        recipients: list,
        detail: text(complaint.complaintFeedbackType),
        ...base,
      },
    };
  }
  return { kind: 'ignored', type: type || 'desconhecido' };
}
