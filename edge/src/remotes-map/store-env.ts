// The map store and its admin endpoint read the site Worker's whole environment (src/env.ts): the REMOTES namespace
// (written only here), the REMOTES_MAP Durable Object, the canary vars (wrangler.jsonc, generated Env) and the admin
// token (a Worker secret).
import type { EdgeEnv } from '../env.ts';

/** The one map store of the environment. */
export const STORE_NAME = 'remotes-map';

/** null on a runtime without the binding (the admin endpoint then answers 500). */
export function mapStore(env: Pick<EdgeEnv, 'REMOTES_MAP'>) {
  if (!env.REMOTES_MAP) return null;
  return env.REMOTES_MAP.get(env.REMOTES_MAP.idFromName(STORE_NAME));
}
