// The platform's parts the worker uses, as Web-standard shapes (Cloudflare's bindings in production, miniflare's
// locally): the leaf every environment type builds on. Nothing here imports anything.

/** The static-assets binding (the shell's dist/): a fetch-like service. */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/** The part of a key-value binding the worker reads (Cloudflare KV, or any store with get(key) -> text). */
export interface KeyValueReader {
  get(key: string): Promise<string | null>;
}

/** The part of a Durable Object namespace binding used here. */
export interface DurableObjectNamespaceLike {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(input: string, init?: RequestInit): Promise<Response> };
}

/** A Cron Trigger's event (the `scheduled` handler's first argument). */
export interface ScheduledEvent {
  scheduledTime: number;
  cron: string;
}

/** The runtime's execution context: work that may finish after the response (background revalidation). */
export interface EdgeContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** The remotes map: remote name -> URL of its mf-manifest.json. */
export type RemotesMap = Record<string, string>;
