// What the map store and its admin endpoint read from the worker's environment, beyond src/env.ts's EdgeEnv
// (wrangler.jsonc: the Durable Object binding, the vars; the admin token is a Worker secret).
import type { DurableObjectNamespaceLike, KeyValueReader } from '../bindings.ts';
import type { EdgeEnv } from '../env.ts';

/** The KV binding as the store uses it: it writes too (Cloudflare KV, miniflare's locally). */
export interface KeyValueStore extends KeyValueReader {
  put(key: string, value: string): Promise<void>;
}

export interface RemotesMapEnv extends EdgeEnv {
  REMOTES: KeyValueStore;
  /** The Durable Object that owns the map and its history (store.ts), one instance per environment. */
  REMOTES_MAP?: DurableObjectNamespaceLike;
  /** Bearer token of POST /webhooks/remotes-map (a Worker secret; empty: the endpoint answers 500). */
  REMOTES_ADMIN_TOKEN?: string;
  /** Origins a remote's release may be served from (comma or space separated). */
  REMOTE_ORIGIN_ALLOWLIST?: string;
  /** Seconds between two automatic canary checks (default 60). */
  CANARY_CHECK_SECONDS?: string;
  CANARY_MIN_PAGE_VIEWS?: string;
  CANARY_MIN_FAILING?: string;
  CANARY_LOAD_FAILURE_MARGIN?: string;
  CANARY_ERROR_MARGIN?: string;
}

/** The one map store of the environment. */
export const STORE_NAME = 'remotes-map';

export function mapStore(env: RemotesMapEnv) {
  if (!env.REMOTES_MAP) return null;
  return env.REMOTES_MAP.get(env.REMOTES_MAP.idFromName(STORE_NAME));
}
