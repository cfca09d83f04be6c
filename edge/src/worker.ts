// The Worker entry (wrangler.jsonc "main"): thin on purpose. Requests: src/handler.ts. Cron Triggers
// (wrangler.jsonc "triggers.crons", every minute): the canary check. The launch e-mail sender is a Worker of its own
// (src/sender-worker.ts, wrangler.sender.jsonc): nothing here holds its credentials; so is the live classes' attendance
// (src/attendance-worker.ts, wrangler.attendance.jsonc).
import type { EdgeContext, EdgeEnv } from './env.ts';
import { handleRequest } from './handler.ts';
import { scheduledCanaryCheck } from './remotes-map/admin.ts';
import { consumeSignalBatch } from './signals/store.ts';

// The Durable Object that owns the remotes map and its history (wrangler.jsonc "durable_objects").
export { RemotesMapStore } from './remotes-map/store.ts';

export default {
  fetch(request: Request, env: EdgeEnv, ctx: EdgeContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  /** The Cron Trigger (wrangler.jsonc "triggers", every minute): the automatic canary check when no page asked for it. */
  async scheduled(_controller: ScheduledController, env: EdgeEnv): Promise<void> {
    await scheduledCanaryCheck(env);
  },
  /** The SIGNALS queue's consumer (wrangler.jsonc "queues.consumers"): batches of production signals into the database. */
  queue(batch: MessageBatch, env: EdgeEnv): Promise<void> {
    return consumeSignalBatch(batch, env);
  },
};
