// The Worker entry (wrangler.jsonc "main"): thin on purpose, everything is in src/handler.ts.
import type { EdgeContext, EdgeEnv } from './env.ts';
import { handleRequest } from './handler.ts';

export default {
  fetch(request: Request, env: EdgeEnv, ctx: EdgeContext): Promise<Response> {
    return handleRequest(request, env, ctx);
  },
};
