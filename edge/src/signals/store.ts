// Where accepted signals go: one message per request on the SIGNALS queue (a Cloudflare Queue; locally miniflare's),
// whose consumer (the same worker's queue() handler) records batches of up to 100 messages with one call of
// public.record_site_signals(p_secret, p_messages) through PostgREST: the anon key gets the call through the gateway,
// SIGNALS_SECRET authorises it (only its SHA-256 is in the database). A runtime without queues records directly, after
// the response (waitUntil). Message ids make a redelivered batch harmless (the function skips ids it has recorded).
import type { PageView, StoredEvent } from './parse.ts';
import type { EdgeEnv } from '../env.ts';
import { PostgrestError, postgrestRpc } from '../postgrest.ts';

export interface SignalMessage {
  id: string;
  /** ISO time of arrival at the edge. */
  at: string;
  /** The beacon's view id (its view token's): recorded once by the database, a second message with it counts nothing.
   * Absent for CSP reports (the browser sends them, not the page), which never count views, errors or failures. */
  view_id?: string;
  view: PageView | null;
  events: StoredEvent[];
}

/** The queue of accepted signals (SIGNALS, wrangler.jsonc "queues.producers"), its secret and view key (src/env.ts
 * SiteSecrets), the per-client limit (SIGNALS_RATE_LIMITER, "ratelimits"). */
export type SignalsEnv = Pick<
  EdgeEnv,
  'SIGNALS' | 'SIGNALS_SECRET' | 'SIGNALS_VIEW_KEY' | 'SIGNALS_RATE_LIMITER' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'
>;

/** What recording a batch reads: the database and public.record_site_signals' secret. */
export type SignalsDatabaseEnv = Pick<SignalsEnv, 'SIGNALS_SECRET' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>;

export class SignalsStoreError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Records messages in the database (the queue consumer's work). Throws SignalsStoreError on failure. */
export async function recordSignals(
  messages: readonly SignalMessage[],
  env: SignalsDatabaseEnv,
  fetcher: typeof fetch = fetch,
): Promise<{ recorded: number; duplicates: number }> {
  if (messages.length === 0) return { recorded: 0, duplicates: 0 };
  if (!env.SIGNALS_SECRET || !env.SUPABASE_URL || !env.SUPABASE_ANON_KEY)
    throw new SignalsStoreError('SIGNALS_SECRET, SUPABASE_URL or SUPABASE_ANON_KEY not set', false);
  try {
    return await postgrestRpc<{ recorded: number; duplicates: number }>(
      env,
      'record_site_signals',
      { p_secret: env.SIGNALS_SECRET, p_messages: messages },
      fetcher,
    );
  } catch (error) {
    // 42501: the secret differs from the database's (configuration); 22023: a batch the function refuses.
    if (error instanceof PostgrestError) throw new SignalsStoreError(error.message, error.retryable);
    throw error;
  }
}

const isMessage = (value: unknown): value is SignalMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SignalMessage).id === 'string' &&
  Array.isArray((value as SignalMessage).events);

/** queue(batch, env): one database call per batch; a temporary failure retries the batch (the queue backs off). */
export async function consumeSignalBatch(
  batch: MessageBatch,
  env: SignalsDatabaseEnv,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const messages = batch.messages.filter((message) => isMessage(message.body));
  try {
    await recordSignals(
      messages.map((message) => message.body as SignalMessage),
      env,
      fetcher,
    );
    for (const message of batch.messages) message.ack();
  } catch (error) {
    const retryable = error instanceof SignalsStoreError ? error.retryable : true;
    console.error(`[signals] ${(error as Error).message}${retryable ? ' (retried)' : ' (dropped)'}`);
    for (const message of batch.messages) {
      if (retryable) message.retry();
      else message.ack();
    }
  }
}
