// Local bounces and complaints (docs/email.md "Make an address bounce locally"): the edge's POST /webhooks/ses takes
// SNS-signed SES notifications; locally a key pair and its certificate stand in for SNS's (edge/local/sns-local-signer.ts),
// generated once and kept in <data folder>/ses-notifications.json with the endpoint's database secret
// (EMAIL_EVENTS_SECRET overrides it). `npm start` and the e2e setup store the secret's digest
// (public.set_email_events_secret) and give the edge sesEdgeVars(); `npm run simulate:ses` and the e2e tests post
// notifications with postSesNotification(). In production the secret is a Worker secret and SNS signs.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_SES_TOPIC_ARN, sesFeedbackMessage, snsSigner } from './sns-local-signer.ts';

export interface LocalSesNotifications {
  databaseSecret: string;
  privateKeyPem: string;
  certificatePem: string;
}

export const SES_NOTIFICATIONS_FILE = 'ses-notifications.json';

/** The environment's secret, else the data folder's, else new ones (saved there, readable by the owner only). */
export function localSesNotifications(dataDir: string, env: NodeJS.ProcessEnv = process.env): LocalSesNotifications {
  const file = path.join(dataDir, SES_NOTIFICATIONS_FILE);
  let stored: Partial<LocalSesNotifications> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSesNotifications>;
    } catch {
      stored = {};
    }
  }
  if (
    typeof stored.databaseSecret !== 'string' ||
    stored.databaseSecret.length < 32 ||
    typeof stored.privateKeyPem !== 'string' ||
    typeof stored.certificatePem !== 'string'
  ) {
    const signer = snsSigner();
    stored = {
      databaseSecret: randomBytes(32).toString('base64url'),
      privateKeyPem: signer.privateKeyPem,
      certificatePem: signer.certificatePem,
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const saved = stored as LocalSesNotifications;
  return { ...saved, databaseSecret: env.EMAIL_EVENTS_SECRET || saved.databaseSecret };
}

/** Stores the endpoint secret's digest (public.set_email_events_secret, callable only with the service-role key). */
export async function applyEmailEventsSecret(
  supabaseUrl: string,
  serviceRoleKey: string,
  secret: string,
): Promise<void> {
  const response = await fetch(new URL('/rest/v1/rpc/set_email_events_secret', supabaseUrl), {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: secret }),
  });
  if (!response.ok) throw new Error(`set_email_events_secret: ${response.status} ${await response.text()}`);
}

/** The edge's variables for POST /webhooks/ses with the local signer. */
export function sesEdgeVars(local: LocalSesNotifications): Record<string, string> {
  return {
    EMAIL_EVENTS_SECRET: local.databaseSecret,
    SES_TOPIC_ARNS: LOCAL_SES_TOPIC_ARN,
    SNS_LOCAL_CERTIFICATE: local.certificatePem,
  };
}

/** Posts a signed SES notification (hard bounce, soft bounce or complaint) for one address to the site's endpoint. */
export async function postSesNotification(
  siteUrl: string,
  local: LocalSesNotifications,
  options: { type: 'Permanent' | 'Transient' | 'Complaint'; email: string; messageId?: string | null },
): Promise<{ status: number; body: unknown }> {
  const signer = snsSigner(local.privateKeyPem, local.certificatePem);
  const envelope = signer.sign({ Type: 'Notification', Message: sesFeedbackMessage(options) });
  const response = await fetch(new URL('/webhooks/ses', siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
    body: JSON.stringify(envelope),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
