// The one part of the Workers runtime's own module (`cloudflare:workers`, provided by workerd; the bundle leaves it
// external) used here: the Durable Object base class that makes an object's public methods callable by RPC.
declare module 'cloudflare:workers' {
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: unknown;
    protected readonly env: Env;
    constructor(ctx: unknown, env: Env);
  }
}
