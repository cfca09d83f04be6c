// The Worker entry (wrangler.jsonc "main"): thin on purpose. Requests: src/handler.ts. Cron Triggers
// (wrangler.jsonc "triggers.crons", every minute): the launch e-mail sender (src/email/tick.ts).
import type { EdgeContext, EdgeEnv, ScheduledEvent } from './env.ts';
import { runEmailTick } from './email/tick.ts';
import { handleRequest } from './handler.ts';
import { scheduledCanaryCheck } from './remotes-map/admin.ts';
import { consumeSignalBatch, type SignalBatch } from './signals/store.ts';

// The Durable Object that owns the remotes map and its history (wrangler.jsonc "durable_objects").
export { RemotesMapStore } from './remotes-map/store.ts';
// One Durable Object per live class: the class page's progress reports (src/attendance/room.ts).
export { ClassAttendanceRoom } from './attendance/room.ts';

export default {
  fetch(request: Request, env: EdgeEnv, ctx: EdgeContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  /**
   * The Cron Trigger (wrangler.jsonc "triggers", every minute): the launch e-mail sender, awaited (the invocation lasts
   * as long as the sender's loop, and a local trigger by hand returns when the run is over), and the automatic canary
   * check when no page asked for it.
   */
  async scheduled(event: ScheduledEvent, env: EdgeEnv, ctx: EdgeContext): Promise<void> {
    ctx.waitUntil(scheduledCanaryCheck(env));
    await runEmailTick(env, event.scheduledTime);
  },
  /** The SIGNALS queue's consumer (wrangler.jsonc "queues.consumers"): batches of production signals into the database. */
  queue(batch: SignalBatch, env: EdgeEnv): Promise<void> {
    return consumeSignalBatch(batch, env);
  },
};
