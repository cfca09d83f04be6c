// The sender's side of the database contract (docs/email.md): the secret-checked RPCs through PostgREST with the
// anon key as the gateway's apikey and EMAIL_SENDER_SECRET as the functions' own secret (as webhooks/hotmart.ts does
// with record_checkout_event). Errors carry the status and SQLSTATE only: never a request body (tokens, addresses).
import type { Lane } from './pace.ts';
import { postgrestRpc } from '../postgrest.ts';

export interface OutboxEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  EMAIL_SENDER_SECRET?: string;
}

export interface SenderSettings {
  site_url: string;
  from_email: string;
  from_name: string;
  reply_to: string | null;
  messages_per_second: number;
  max_attempts: number;
  message_id_domain: string;
}

export interface ClaimedEmail {
  id: number;
  message_id: string;
  message_key: string;
  lancamento: number | null;
  to_email: string;
  to_name: string | null;
  subject: string;
  body: string;
  variables: Record<string, string | number | null>;
  unsubscribe_token: string | null;
  is_test: boolean;
  attempt: number;
  lane: Lane;
}

/** unsent: the message did not leave because of the sender's own configuration; the row goes back as it was. */
export type Outcome = 'sent' | 'temporary' | 'permanent' | 'unsent';

export interface EmailResult {
  id: number;
  outcome: Outcome;
  error?: string;
  provider_message_id?: string;
}

export type OneClickResult = 'cancelled' | 'already_cancelled' | 'not_found';

export type DueCounts = Record<Lane, number>;

export class OutboxClient {
  private readonly env: OutboxEnv;
  private readonly fetchImpl: typeof fetch;
  constructor(env: OutboxEnv, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
    this.env = env;
    this.fetchImpl = fetchImpl;
    if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY || !env.EMAIL_SENDER_SECRET)
      throw new Error('SUPABASE_URL, SUPABASE_ANON_KEY or EMAIL_SENDER_SECRET not set');
  }

  private rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    return postgrestRpc<T>(this.env, fn, { p_secret: this.env.EMAIL_SENDER_SECRET, ...args }, this.fetchImpl);
  }

  settings(): Promise<SenderSettings> {
    return this.rpc('email_sender_settings', {});
  }

  scheduleDue(): Promise<number> {
    return this.rpc('email_schedule_due', {});
  }

  claim(limit: number, leaseSeconds: number, lane?: Lane): Promise<ClaimedEmail[]> {
    return this.rpc('email_claim_batch', {
      p_limit: limit,
      p_lease_seconds: leaseSeconds,
      ...(lane ? { p_lane: lane } : {}),
    });
  }

  /** Due rows per lane (the sender's cron). */
  dueCounts(): Promise<DueCounts> {
    return this.rpc('email_due_counts', {});
  }

  report(results: EmailResult[]): Promise<{ sent: number; retry: number; failed: number }> {
    return this.rpc('email_report_results', { p_results: results });
  }
}
