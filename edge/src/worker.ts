// The Worker entry (wrangler.jsonc "main"): thin on purpose, everything is in src/handler.ts.
import type { EdgeContext, EdgeEnv } from './env.ts';
import { handleRequest } from './handler.ts';
import { consumeSignalBatch, type SignalBatch } from './signals/store.ts';

export default {
  fetch(request: Request, env: EdgeEnv, ctx: EdgeContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
  /** The SIGNALS queue's consumer (wrangler.jsonc "queues.consumers"): batches of production signals into the database. */
  queue(batch: SignalBatch, env: EdgeEnv): Promise<void> {
    return consumeSignalBatch(batch, env);
  },
};
