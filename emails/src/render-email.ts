// One renderer for the launch e-mails, used by the sender (edge worker, on workerd) and by the staff preview (in the
// browser, imported lazily): @react-email/render picks react-dom/server's build per runtime (workerd / browser /
// node export conditions). Input is what public.email_claim_batch / public.email_preview return (docs/email.md).
import { render } from '@react-email/render';
import { createElement } from 'react';
import { blocksToText, emailLink, fillText, parseBody, type EmailVariables } from './email-body.ts';
import { EMAIL_COPY, footerReasonFor } from './email-copy.ts';
import { LaunchEmail } from './launch-email.tsx';

export interface LaunchEmailInput {
  /** The message's key (registration_confirmation, class_reminder, ...): utm_campaign of the site's links. */
  messageKey: string;
  /** The subject as the database filled it (plain text). */
  subject: string;
  /** The staff-edited body with {{variables}}. */
  body: string;
  variables: EmailVariables;
  /** Origin of the public site (settings' site_url). */
  siteUrl: string;
  /** A staff test: a notice on top, no unsubscribe footer. */
  isTest?: boolean;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const PREVIEW_LENGTH = 140;

/** The subject as a single header-safe line (no control characters, collapsed blanks). */
export function cleanSubject(subject: string): string {
  return [...subject]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function renderLaunchEmail(input: LaunchEmailInput): Promise<RenderedEmail> {
  const options = { siteUrl: input.siteUrl, campaign: input.messageKey };
  const blocks = parseBody(input.body, input.variables, options);
  const isTest = input.isTest ?? false;
  const rawUnsubscribe = isTest ? '' : fillText('{{link_descadastro}}', input.variables);
  // The visible unsubscribe link carries no UTM: it is not traffic to measure.
  const unsubscribeUrl = rawUnsubscribe === '' ? null : emailLink(rawUnsubscribe, { siteUrl: '', campaign: '' });
  const subject = cleanSubject(input.subject);
  const text = blocksToText(blocks);
  const preview = text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);
  const footerReason = footerReasonFor(input.messageKey);
  const html = await render(
    createElement(LaunchEmail, { subject, preview, blocks, unsubscribeUrl, isTest, footerReason }),
  );
  const footer = [
    footerReason,
    ...(unsubscribeUrl ? [`${EMAIL_COPY.footerUnsubscribe} ${EMAIL_COPY.unsubscribeLink}: ${unsubscribeUrl}`] : []),
  ];
  const plain = [...(isTest ? [EMAIL_COPY.testNotice] : []), text, '--', ...footer].join('\n\n');
  return { subject, html, text: `${plain}\n` };
}
