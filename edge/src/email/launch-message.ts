// One claimed outbox row -> the message on the wire: rendered by shared-ui's renderer (the one the staff preview
// uses), with the row's stable Message-ID and, on every launch message, RFC 8058 one-click unsubscribe:
//   List-Unsubscribe: <{site}/email/descadastro?token=...>
//   List-Unsubscribe-Post: List-Unsubscribe=One-Click
import { launchEmailRenderer } from '@funil/emails/render-email';
import { buildMimeMessage } from './mime.ts';
import type { ClaimedEmail, SenderSettings } from './outbox-client.ts';

/** The one-click endpoint (src/email/one-click.ts): POST unsubscribes, GET shows the /descadastro page. */
export const ONE_CLICK_PATH = '/email/descadastro';

export function oneClickUrl(siteUrl: string, token: string): string {
  const url = new URL(ONE_CLICK_PATH, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The isolate's renderer: each shape of a message is rendered once by React and then filled per recipient, the same
 * bytes as a full render (shared-ui render-email.ts), so a bulk send does not pay React's render per message.
 */
const renderLaunchEmail = launchEmailRenderer();

export async function launchMessage(item: ClaimedEmail, settings: SenderSettings, date = new Date()): Promise<string> {
  const rendered = await renderLaunchEmail({
    messageKey: item.message_key,
    subject: item.subject,
    body: item.body,
    variables: item.variables,
    siteUrl: settings.site_url,
    isTest: item.is_test,
  });
  const headers: Record<string, string> = {};
  if (item.unsubscribe_token) {
    headers['List-Unsubscribe'] = `<${oneClickUrl(settings.site_url, item.unsubscribe_token)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return buildMimeMessage({
    from: { email: settings.from_email, name: settings.from_name },
    to: { email: item.to_email, name: item.to_name },
    replyTo: settings.reply_to,
    subject: rendered.subject,
    messageId: item.message_id,
    date,
    headers,
    text: rendered.text,
    html: rendered.html,
  });
}
