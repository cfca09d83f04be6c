// The sender's settings as email_sender_settings answers them (outbox-client.ts), for tests: only the rate varies.
import type { SenderSettings } from './outbox-client.ts';

export function senderSettings(messagesPerSecond: number): SenderSettings {
  return {
    site_url: 'https://site.test',
    from_email: 'contato@site.test',
    from_name: 'Semana Java',
    reply_to: null,
    messages_per_second: messagesPerSecond,
    max_attempts: 8,
    message_id_domain: 'site.test',
  };
}
