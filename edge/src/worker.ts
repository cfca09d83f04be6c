// The Worker entry (wrangler.jsonc "main"): thin on purpose. Requests: src/handler.ts. Cron Triggers
// (wrangler.jsonc "triggers.crons", every minute): the launch e-mail sender (src/email/tick.ts).
import type { EdgeContext, EdgeEnv, ScheduledEvent } from './env.ts';
import { runEmailTick } from './email/tick.ts';
import { handleRequest } from './handler.ts';

export default {
  fetch(request: Request, env: EdgeEnv, ctx: EdgeContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  // Awaited (not waitUntil): the invocation lasts as long as the sender's loop, and a local trigger by hand
  // (miniflare's getWorker().scheduled()) returns when the run is over.
  async scheduled(event: ScheduledEvent, env: EdgeEnv): Promise<void> {
    await runEmailTick(env, event.scheduledTime);
  },
};
