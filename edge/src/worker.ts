// The Worker entry (wrangler.jsonc "main"): thin on purpose, everything is in src/handler.ts.
import type { EdgeContext, EdgeEnv } from './env.ts';
import { handleRequest } from './handler.ts';
import { scheduledCanaryCheck } from './remotes-map/admin.ts';
import { consumeSignalBatch, type SignalBatch } from './signals/store.ts';

// The Durable Object that owns the remotes map and its history (wrangler.jsonc "durable_objects").
export { RemotesMapStore } from './remotes-map/store.ts';

export default {
  fetch(request: Request, env: EdgeEnv, ctx: EdgeContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  /** The Cron Trigger (wrangler.jsonc "triggers"): the automatic canary check when no page asks for it. */
  scheduled(_controller: unknown, env: EdgeEnv, ctx: EdgeContext): void {
    ctx.waitUntil(scheduledCanaryCheck(env));
  },
  /** The SIGNALS queue's consumer (wrangler.jsonc "queues.consumers"): batches of production signals into the database. */
  queue(batch: SignalBatch, env: EdgeEnv): Promise<void> {
    return consumeSignalBatch(batch, env);
  },
};
