// What the worker gets from its environment (wrangler.jsonc in production, edge/local/edge-server.ts locally).
// Only Web-standard types: the same handler runs on workerd, Deno, Bun or any runtime with fetch + Cache API.
import type { PublicContentVars } from './public-content.ts';
import type { SignalsEnv } from './signals/store.ts';
import type { AttendanceEnv } from './attendance/attendance-env.ts';
import type { AssetFetcher, KeyValueReader, RemotesMap } from './bindings.ts';

export type { AssetFetcher, EdgeContext, KeyValueReader, RemotesMap, ScheduledEvent } from './bindings.ts';

/** SignalsEnv: the production signals' queue (SIGNALS) and secret (SIGNALS_SECRET), src/signals/store.ts.
 * PublicContentVars: the public content's cache windows (src/public-content.ts). The launch e-mail sender is a Worker of
 * its own (src/sender-worker.ts): none of its secrets are here. AttendanceEnv: the class rooms and their secret
 * (src/attendance/). */
export interface EdgeEnv extends SignalsEnv, PublicContentVars, AttendanceEnv {
  /** The shell's built files (shell/dist). */
  ASSETS: AssetFetcher;
  /**
   * This environment's remotes map under the key `remotes` (REMOTES_MAP_KEY): JSON, remote name -> URL of its
   * mf-manifest.json. A remote's deploy changes its line there; the shell and this worker are not redeployed.
   */
  REMOTES: KeyValueReader;
  /** The Supabase project the pages talk to (served as /config.json, allowed by connect-src). */
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** POST /webhooks/hotmart (src/webhooks/hotmart.ts): the platform's hottok and the database secret of
   * public.record_checkout_event. Worker secrets (`wrangler secret put`); empty: the webhook answers 500. */
  HOTMART_HOTTOK?: string;
  CHECKOUT_WEBHOOK_SECRET?: string;
  /** POST /webhooks/ses (src/webhooks/ses.ts): the database secret of public.email_record_feedback (its own, not the
   * sender's), the SNS topic ARNs SES publishes to (comma-separated) and, locally only, the local signer's certificate.
   * Unset secret or topics: the webhook answers 500. */
  EMAIL_EVENTS_SECRET?: string;
  SES_TOPIC_ARNS?: string;
  SNS_LOCAL_CERTIFICATE?: string;
  /** 'production' adds HSTS and upgrade-insecure-requests; anything else (local) does not. */
  ENVIRONMENT?: string;
  /** Seconds a remote's manifest and pre-rendered markup are fresh (default 30), then served stale while revalidating (default 300). */
  REMOTE_TTL_SECONDS?: string;
  REMOTE_STALE_SECONDS?: string;
  /** How long a page waits for a remote's manifest and markup before it is served without them (default 800 ms). */
  REMOTE_TIMEOUT_MS?: string;
}

export const REMOTES_MAP_KEY = 'remotes';

export interface RemoteTiming {
  ttlSeconds: number;
  staleSeconds: number;
  timeoutMs: number;
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function remoteTiming(
  env: Pick<EdgeEnv, 'REMOTE_TTL_SECONDS' | 'REMOTE_STALE_SECONDS' | 'REMOTE_TIMEOUT_MS'>,
): RemoteTiming {
  return {
    ttlSeconds: positive(env.REMOTE_TTL_SECONDS, 30),
    staleSeconds: positive(env.REMOTE_STALE_SECONDS, 300),
    timeoutMs: positive(env.REMOTE_TIMEOUT_MS, 800),
  };
}

/**
 * The remotes map as stored (JSON object, name -> manifest URL). Entries that are not an http(s) URL are dropped
 * (with a warning): a typo in one line must not take the other remotes down.
 */
export function parseRemotesMap(text: string | null, warn: (message: string) => void = console.warn): RemotesMap {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    warn('[edge] the remotes map is not JSON: serving every page without remotes');
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    warn('[edge] the remotes map is not a JSON object: serving every page without remotes');
    return {};
  }
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(value)) {
    if (
      typeof url === 'string' &&
      /^[a-z][a-z0-9_]*$/.test(name) &&
      URL.canParse(url) &&
      /^https?:$/.test(new URL(url).protocol)
    ) {
      map[name] = url;
    } else {
      warn(`[edge] remotes map: ignoring the entry for "${name}" (not a name -> http(s) URL)`);
    }
  }
  return map;
}

/** Origins of the configured remotes (script, style, connect and image sources of the CSP). */
export function remoteOrigins(map: RemotesMap): string[] {
  return [...new Set(Object.values(map).map((url) => new URL(url).origin))].sort();
}
