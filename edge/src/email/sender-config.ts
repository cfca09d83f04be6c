// The sender's configuration from the sender worker's environment (wrangler.sender.jsonc vars + Worker secrets; locally
// edge/local/edge-server.ts). Pure: env in, config out, or an error naming what is missing (never a value).
import type { SmtpConfig, SmtpSecurity } from './smtp-client.ts';

export interface SenderEnv {
  /** The sender's database secret (public.set_email_sender_secret). Worker secret. */
  EMAIL_SENDER_SECRET?: string;
  /** The provider's SMTP submission endpoint, e.g. email-smtp.sa-east-1.amazonaws.com, 587, starttls. */
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  /** tls (implicit, 465) | starttls (587, required) | none (the local catcher only). Default starttls. */
  SMTP_SECURITY?: string;
  /** The provider's SMTP credentials. Worker secrets. */
  SMTP_USERNAME?: string;
  SMTP_PASSWORD?: string;
  /** The EHLO name (default: the domain of the settings' from_email, the sender's domain). */
  SMTP_HELO_NAME?: string;
  /**
   * How long one Cron Trigger invocation keeps polling the outbox to start consumers (default 50 s; 0: until nothing
   * is due and no consumer runs, a drain: tests, bench).
   */
  EMAIL_TICK_SECONDS?: string;
  /** Between two polls of the cron (default 2 s). */
  EMAIL_POLL_SECONDS?: string;
  /** SMTP sessions in parallel in one consumer (default 4; a Worker invocation may hold 6 connections at once). */
  SMTP_CONNECTIONS?: string;
  /** Lease of a claimed batch (default 120 s). */
  EMAIL_LEASE_SECONDS?: string;
  /** Consumers (queue messages in flight) of each lane at most: transactional default 4 (all started when any is
   * due), bulk default 'auto' (one per EMAIL_CHAIN_RATE messages per second of the rate, at most 50). */
  EMAIL_TRANSACTIONAL_CONSUMERS?: string;
  EMAIL_BULK_CONSUMERS?: string;
  /** What one consumer is counted on to send per second (default 25), for 'auto'. */
  EMAIL_CHAIN_RATE?: string;
  /** How long one consumer invocation sends before it hands over to a new queue message (default 30 s). */
  EMAIL_CONSUMER_SECONDS?: string;
  /** The same for a bulk consumer (default 120 s): a hand-over is a pause in its sending (the queue's delivery of the
   * next message, a first claim), so a long send hands over less often; a rate change still ends its run at once. */
  EMAIL_BULK_CONSUMER_SECONDS?: string;
}

export interface SenderConfig {
  smtp: SmtpConfig;
  tickSeconds: number;
  pollSeconds: number;
  connections: number;
  leaseSeconds: number;
  transactionalConsumers: number;
  /** null: auto (from the rate). */
  bulkConsumers: number | null;
  chainRate: number;
  consumerSeconds: number;
  bulkConsumerSeconds: number;
}

function number(raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

export function senderConfig(env: SenderEnv): SenderConfig {
  const missing = (['EMAIL_SENDER_SECRET', 'SMTP_HOST', 'SMTP_PORT'] as const).filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`e-mail sender not configured: ${missing.join(', ')} not set`);
  const security = (env.SMTP_SECURITY || 'starttls') as SmtpSecurity;
  if (!['tls', 'starttls', 'none'].includes(security))
    throw new Error('e-mail sender not configured: SMTP_SECURITY must be tls, starttls or none');
  const port = Number(env.SMTP_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('e-mail sender not configured: SMTP_PORT is not a port');
  // A provider over TLS always wants credentials: without them every message would be refused ("access denied") and,
  // read as the recipient's fault, failed for good. A configuration fault stops the sender instead.
  if (security !== 'none' && (!env.SMTP_USERNAME || !env.SMTP_PASSWORD))
    throw new Error('e-mail sender not configured: SMTP_USERNAME or SMTP_PASSWORD not set');
  const bulk = env.EMAIL_BULK_CONSUMERS?.trim() ?? '';
  return {
    smtp: {
      host: env.SMTP_HOST!,
      port,
      security,
      ...(env.SMTP_USERNAME ? { username: env.SMTP_USERNAME, password: env.SMTP_PASSWORD ?? '' } : {}),
      ...(env.SMTP_HELO_NAME ? { heloName: env.SMTP_HELO_NAME } : {}),
    },
    tickSeconds: number(env.EMAIL_TICK_SECONDS, 50, 0, 840),
    pollSeconds: number(env.EMAIL_POLL_SECONDS, 2, 0.1, 60),
    connections: Math.round(number(env.SMTP_CONNECTIONS, 4, 1, 5)),
    leaseSeconds: Math.round(number(env.EMAIL_LEASE_SECONDS, 120, 1, 3600)),
    transactionalConsumers: Math.round(number(env.EMAIL_TRANSACTIONAL_CONSUMERS, 4, 1, 10)),
    bulkConsumers: bulk === '' || bulk === 'auto' ? null : Math.round(number(bulk, 4, 1, 50)),
    chainRate: number(env.EMAIL_CHAIN_RATE, 25, 1, 1000),
    consumerSeconds: number(env.EMAIL_CONSUMER_SECONDS, 30, 1, 600),
    bulkConsumerSeconds: number(env.EMAIL_BULK_CONSUMER_SECONDS, 120, 1, 600),
  };
}
