// Local wiring of the launch e-mail sender (the edge worker's Cron Trigger, edge/src/email/):
//   EMAIL_SENDER_SECRET  the sender's database secret (only its SHA-256 is in the database), generated once per data
//                        folder and kept in <data folder>/email-sender.json (git-ignored with the data); the
//                        environment variable of the same name overrides it. In production: a Worker secret.
//   settings             the site's origin (links in messages are built on it) and, for the bench, the sending rate.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const EMAIL_SENDER_FILE = 'email-sender.json';

export function localEmailSenderSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.EMAIL_SENDER_SECRET) return env.EMAIL_SENDER_SECRET;
  const file = path.join(dataDir, EMAIL_SENDER_FILE);
  let stored = '';
  if (existsSync(file)) {
    try {
      stored = String((JSON.parse(readFileSync(file, 'utf8')) as { secret?: unknown }).secret ?? '');
    } catch {
      stored = '';
    }
  }
  if (stored.length >= 32) return stored;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ secret }, null, 2)}\n`, { mode: 0o600 });
  return secret;
}

async function serviceRpc(supabaseUrl: string, serviceRoleKey: string, fn: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(`/rest/v1/rpc/${fn}`, supabaseUrl), {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Stores the secret's digest and the settings (public.set_email_sender_secret / set_email_settings, service role). */
export async function applyEmailSender(
  supabaseUrl: string,
  serviceRoleKey: string,
  options: { secret: string; siteUrl: string; messagesPerSecond?: number },
): Promise<void> {
  await serviceRpc(supabaseUrl, serviceRoleKey, 'set_email_sender_secret', { p_secret: options.secret });
  await serviceRpc(supabaseUrl, serviceRoleKey, 'set_email_settings', {
    p_settings: {
      site_url: options.siteUrl.replace(/\/+$/, ''),
      ...(options.messagesPerSecond ? { messages_per_second: options.messagesPerSecond } : {}),
    },
  });
}
