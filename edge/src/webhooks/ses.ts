/**
 * POST /webhooks/ses: Amazon SES's bounce and complaint notifications, delivered by an SNS HTTPS subscription
 * (docs/email.md "Bounces and complaints").
 *
 *   1. The SNS envelope (JSON, at most 256 KB); its TopicArn must be one of SES_TOPIC_ARNS (403 otherwise: nothing is
 *      fetched for a topic that is not ours).
 *   2. The signature (src/webhooks/sns-signature.ts): SignatureVersion 1 or 2, the certificate from
 *      https://sns.<region>.amazonaws.com only; invalid -> 403.
 *   3. SubscriptionConfirmation: the SubscribeURL (https, SNS's host) is visited once, which confirms the
 *      subscription. UnsubscribeConfirmation: acknowledged.
 *   4. Notification: the SES JSON (src/webhooks/ses-notification.ts) is recorded through public.email_record_feedback
 *      with EMAIL_EVENTS_SECRET, a secret of this endpoint's own (the public Worker never holds the sender's secret).
 *      A database failure -> 502, so SNS delivers it again (the database records a notification once).
 *
 * Locally (ENVIRONMENT not 'production') SNS_LOCAL_CERTIFICATE stands for the certificate at LOCAL_SNS_CERT_URL, so the
 * local test hook (edge/local/sns-local-signer.ts) signs notifications the same code verifies. Production ignores it.
 * Logs carry counts and reasons, never addresses.
 */
import {
  isSnsCertificateUrl,
  SNS_HOST,
  verifySnsSignature,
  type CertificateFetcher,
  type SnsMessage,
} from './sns-signature.ts';
import { postgrestRpc } from '../postgrest.ts';
import { readSesNotification } from './ses-notification.ts';
import { readCapped } from '../read-capped.ts';

export interface SesWebhookEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** The database secret of public.email_record_feedback (public.set_email_events_secret), >= 32 characters. */
  EMAIL_EVENTS_SECRET?: string;
  /** The SNS topics SES publishes bounces and complaints to, comma-separated ARNs. */
  SES_TOPIC_ARNS?: string;
  /** Local only: the PEM certificate of the local signer (ignored when ENVIRONMENT is 'production'). */
  SNS_LOCAL_CERTIFICATE?: string;
  ENVIRONMENT?: string;
}

export interface SesWebhookDeps {
  fetch?: typeof fetch;
  fetchCertificate?: CertificateFetcher;
}

/** The certificate URL the local signer puts in its messages (an SNS-shaped URL; never fetched locally). */
export const LOCAL_SNS_CERT_URL = 'https://sns.local-1.amazonaws.com/SimpleNotificationService-local.pem';
export const MAX_SNS_BODY_BYTES = 256 * 1024;

const certificates = new Map<string, Promise<string>>();

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function isSnsMessage(value: unknown): value is SnsMessage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return [
    'Type',
    'MessageId',
    'TopicArn',
    'Timestamp',
    'SignatureVersion',
    'Signature',
    'SigningCertURL',
    'Message',
  ].every((name) => typeof record[name] === 'string');
}

function certificateFetcher(env: SesWebhookEnv, fetcher: typeof fetch): CertificateFetcher {
  const local = env.ENVIRONMENT !== 'production' ? env.SNS_LOCAL_CERTIFICATE : undefined;
  return (url) => {
    if (local && url === LOCAL_SNS_CERT_URL) return Promise.resolve(local);
    // Certificates are public and rotate rarely: one fetch per URL per isolate (a failed one is tried again).
    let pending = certificates.get(url);
    if (!pending) {
      pending = fetcher(url, { signal: AbortSignal.timeout(5000) }).then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      });
      pending.catch(() => certificates.delete(url));
      certificates.set(url, pending);
    }
    return pending;
  };
}

export async function handleSesWebhookWith(
  request: Request,
  env: SesWebhookEnv,
  deps: SesWebhookDeps = {},
): Promise<Response> {
  const fetcher = deps.fetch ?? fetch;
  const topics = (env.SES_TOPIC_ARNS ?? '')
    .split(',')
    .map((arn) => arn.trim())
    .filter(Boolean);
  if (!env.EMAIL_EVENTS_SECRET || topics.length === 0 || !env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    console.error('webhook ses: EMAIL_EVENTS_SECRET, SES_TOPIC_ARNS, SUPABASE_URL or SUPABASE_ANON_KEY not set');
    return json(500, { error: 'Webhook não configurado.' });
  }
  const raw = await readCapped(request, MAX_SNS_BODY_BYTES);
  if (raw === null) return json(413, { error: 'Corpo grande demais.' });
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return json(400, { error: 'JSON inválido.' });
  }
  if (!isSnsMessage(message)) return json(400, { error: 'Não é uma mensagem do SNS.' });
  if (!topics.includes(message.TopicArn)) return json(403, { error: 'Tópico desconhecido.' });

  const local = env.ENVIRONMENT !== 'production' && Boolean(env.SNS_LOCAL_CERTIFICATE);
  const check = await verifySnsSignature(
    message,
    deps.fetchCertificate ?? certificateFetcher(env, fetcher),
    (url) => isSnsCertificateUrl(url) || (local && url === LOCAL_SNS_CERT_URL),
  );
  if (!check.ok) {
    console.warn(`webhook ses: refused (${check.reason})`);
    return json(403, { error: 'Assinatura inválida.' });
  }

  switch (message.Type) {
    case 'SubscriptionConfirmation': {
      const subscribe = message.SubscribeURL ?? '';
      if (
        !URL.canParse(subscribe) ||
        new URL(subscribe).protocol !== 'https:' ||
        !SNS_HOST.test(new URL(subscribe).hostname)
      )
        return json(400, { error: 'SubscribeURL fora do SNS.' });
      try {
        const response = await fetcher(subscribe, { signal: AbortSignal.timeout(5000) });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        console.error(`webhook ses: subscription not confirmed (${(error as Error).message})`);
        return json(502, { error: 'Não foi possível confirmar a inscrição.' });
      }
      return json(200, { confirmed: true });
    }
    case 'UnsubscribeConfirmation':
      return json(200, { received: true, ignored: true });
    case 'Notification':
      break;
    default:
      return json(400, { error: 'Tipo de mensagem desconhecido.' });
  }

  const reading = readSesNotification(message.Message);
  if (reading.kind === 'invalid') {
    console.warn(`webhook ses: notification not understood (${reading.reason})`);
    return json(400, { error: reading.reason });
  }
  if (reading.kind === 'ignored') return json(200, { received: true, ignored: true, type: reading.type });

  let result: { recorded: number; suppressed: number; retried: number };
  try {
    result = await postgrestRpc(
      env,
      'email_record_feedback',
      { p_secret: env.EMAIL_EVENTS_SECRET, p_event: reading.event },
      fetcher,
    );
  } catch (error) {
    // 42501: EMAIL_EVENTS_SECRET differs from the database's (a configuration error); status 0: unreachable.
    console.error(`webhook ses: ${(error as Error).message}`);
    return json(502, { error: 'Não foi possível registrar a notificação; tente novamente.' });
  }
  return json(200, { received: true, kind: reading.event.kind, ...result });
}

export function handleSesWebhook(request: Request, env: SesWebhookEnv): Promise<Response> {
  return handleSesWebhookWith(request, env);
}
