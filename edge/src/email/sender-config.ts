// The sender's configuration from the worker's environment (wrangler.jsonc vars + Worker secrets; locally
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
  /** How long one Cron Trigger invocation keeps polling the outbox (default 50 s; 0: one pass that drains what is due). */
  EMAIL_TICK_SECONDS?: string;
  /** Between two polls (default 5 s). */
  EMAIL_POLL_SECONDS?: string;
  /** SMTP sessions in parallel (default 2). */
  SMTP_CONNECTIONS?: string;
  /** Lease of a claimed batch (default 120 s). */
  EMAIL_LEASE_SECONDS?: string;
}

export interface SenderConfig {
  smtp: SmtpConfig;
  tickSeconds: number;
  pollSeconds: number;
  connections: number;
  leaseSeconds: number;
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
  return {
    smtp: {
      host: env.SMTP_HOST!,
      port,
      security,
      ...(env.SMTP_USERNAME ? { username: env.SMTP_USERNAME, password: env.SMTP_PASSWORD ?? '' } : {}),
    },
    tickSeconds: number(env.EMAIL_TICK_SECONDS, 50, 0, 840),
    pollSeconds: number(env.EMAIL_POLL_SECONDS, 5, 0.1, 60),
    connections: Math.round(number(env.SMTP_CONNECTIONS, 2, 1, 4)),
    leaseSeconds: Math.round(number(env.EMAIL_LEASE_SECONDS, 120, 1, 3600)),
  };
}
