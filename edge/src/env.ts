// What the site's Worker gets from its environment. Every binding and var of wrangler.jsonc is typed by the generated
// `Env` (src/worker-configuration.d.ts: `pnpm --filter @funil/edge types`, checked current by `npm test`); what the
// configuration cannot declare (the Worker secrets and the vars given at deploy time) is SiteSecrets below. Beyond
// types: the remotes map parser and the timing vars, read and checked at run time.

/** What wrangler.jsonc cannot declare, so `wrangler types` cannot see it: Worker secrets (`wrangler secret put`) and the
 * vars scripts/deploy.ts passes with --var. Unset is a state the code handles (the endpoint answers 500, or the
 * signals are dropped), hence optional. */
export interface SiteSecrets {
  /** The Supabase project the pages talk to (served as /config.json, allowed by connect-src). Given at deploy. */
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** POST /webhooks/hotmart (src/webhooks/hotmart.ts): the platform's hottok and the database secret of
   * public.record_checkout_event. */
  HOTMART_HOTTOK?: string;
  CHECKOUT_WEBHOOK_SECRET?: string;
  /** POST /webhooks/ses (src/webhooks/ses.ts): the database secret of public.email_record_feedback (its own, not the
   * sender's), the SNS topic ARNs SES publishes to (comma-separated) and, locally only, the local signer's certificate. */
  EMAIL_EVENTS_SECRET?: string;
  SES_TOPIC_ARNS?: string;
  SNS_LOCAL_CERTIFICATE?: string;
  /** public.record_site_signals' secret (>= 32 characters); unset: signals are accepted and dropped. */
  SIGNALS_SECRET?: string;
  /** The view tokens' HMAC key (>= 32 characters; src/signals/view-token.ts); unset: no beacon counts. */
  SIGNALS_VIEW_KEY?: string;
  /** Bearer token of POST /webhooks/remotes-map (empty: the endpoint answers 500). */
  REMOTES_ADMIN_TOKEN?: string;
}

/** The site's Worker environment: the generated bindings and vars, and the secrets. */
export type EdgeEnv = Env & SiteSecrets;

/** The part of the runtime's ExecutionContext the handler uses: work that may finish after the response. */
export type EdgeContext = Pick<ExecutionContext, 'waitUntil'>;

/** The remotes map: remote name -> URL of its mf-manifest.json. */
export type RemotesMap = Record<string, string>;

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
  env: Partial<Pick<EdgeEnv, 'REMOTE_TTL_SECONDS' | 'REMOTE_STALE_SECONDS' | 'REMOTE_TIMEOUT_MS'>>,
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
