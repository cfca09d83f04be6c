// A remote's files (manifest, pre-rendered markup, CSS), and the public content of the API (src/public-content.ts),
// fetched through the Cache API: fresh for a short TTL, then served stale while one background request revalidates;
// past that, fetched again (and, with staleIfErrorSeconds, the old copy still answered when that fetch fails).
// A stale copy is revalidated once: one background fetch per URL at a time in an isolate, and the first request that
// finds it stale marks the cached copy (x-edge-revalidating-at), so the other isolates of the location that read it
// meanwhile serve it without fetching too. (A miss, which happens only when nothing fresh or stale is cached, is
// fetched by the request itself.)
// Every fetch has a deadline: an origin that is down or slow gives null, never an error or a hang.

/** The part of the Cache API used here (Workers' caches.open(), Deno, browsers; a Map in tests). */
export interface CacheLike {
  match(request: string): Promise<Response | undefined>;
  put(request: string, response: Response): Promise<void>;
}

export interface RemoteFetchOptions {
  cache: CacheLike | null;
  ttlSeconds: number;
  staleSeconds: number;
  /** Aborts the foreground fetch (the page's deadline); background revalidations get their own timeout. */
  signal: AbortSignal;
  timeoutMs: number;
  waitUntil: (promise: Promise<unknown>) => void;
  fetch?: typeof fetch;
  now?: () => number;
  /** Headers of every fetch (the API key of a public PostgREST read); never part of the cache key. */
  headers?: Record<string, string>;
  /**
   * Seconds past the stale window during which an expired copy is still answered when its fetch fails (the origin
   * down, slow, or answering an error): stale-if-error. Default 0: an expired copy is never answered.
   */
  staleIfErrorSeconds?: number;
}

const FETCHED_AT = 'x-edge-fetched-at';
const REVALIDATING_AT = 'x-edge-revalidating-at';

/** The background revalidations under way in this isolate, by URL. */
const inFlight = new Map<string, Promise<string | null>>();

/** Seconds since the cached copy was fetched (Infinity when unknown). */
export function cachedAgeSeconds(response: Response, now: number): number {
  const at = Number(response.headers.get(FETCHED_AT));
  return Number.isFinite(at) && at > 0 ? Math.max(0, (now - at) / 1000) : Number.POSITIVE_INFINITY;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshness(ageSeconds: number, ttlSeconds: number, staleSeconds: number): Freshness {
  if (ageSeconds < ttlSeconds) return 'fresh';
  return ageSeconds < ttlSeconds + staleSeconds ? 'stale' : 'expired';
}

/** Seconds a cached copy is kept by the store: its whole useful life (fresh + stale + stale-if-error). */
const keptSeconds = (options: RemoteFetchOptions) =>
  Math.ceil(options.ttlSeconds + options.staleSeconds + (options.staleIfErrorSeconds ?? 0));

function storedCopy(text: string, contentType: string, options: RemoteFetchOptions, headers: Record<string, string>) {
  return new Response(text, {
    headers: {
      'content-type': contentType,
      'cache-control': `public, max-age=${Math.max(1, keptSeconds(options))}`,
      ...headers,
    },
  });
}

/**
 * A background revalidation, once per URL at a time in this isolate. Its promise is never handed to another request
 * (on Workers a request should not wait on I/O another request started): a request that finds one under way just
 * serves the stale copy.
 */
function revalidateOnce(url: string, options: RemoteFetchOptions): Promise<unknown> {
  if (inFlight.has(url)) return Promise.resolve();
  const started = downloadOnce(url, options, AbortSignal.timeout(options.timeoutMs)).finally(() =>
    inFlight.delete(url),
  );
  inFlight.set(url, started);
  return started;
}

async function downloadOnce(url: string, options: RemoteFetchOptions, signal: AbortSignal): Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  try {
    const response = await doFetch(url, { signal, headers: { accept: '*/*', ...options.headers } });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    if (options.cache) {
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      const stored = storedCopy(text, type, options, { [FETCHED_AT]: String(now()) });
      await options.cache.put(url, stored).catch(() => undefined);
    }
    return text;
  } catch {
    return null; // refused, reset, timed out, aborted
  }
}

/** A stale copy that another request already started to revalidate (within the fetch deadline) is not revalidated again. */
function revalidationClaimed(cached: Response, now: number, options: RemoteFetchOptions): boolean {
  const at = Number(cached.headers.get(REVALIDATING_AT));
  return Number.isFinite(at) && at > 0 && now - at < options.timeoutMs * 2;
}

/** Marks the cached copy as being revalidated (same body, same fetch time), then revalidates it in the background. */
async function revalidate(url: string, text: string, cached: Response, now: number, options: RemoteFetchOptions) {
  if (inFlight.has(url)) return;
  if (options.cache) {
    const type = cached.headers.get('content-type') ?? 'application/octet-stream';
    const claim = storedCopy(text, type, options, {
      [FETCHED_AT]: cached.headers.get(FETCHED_AT) ?? '0',
      [REVALIDATING_AT]: String(now),
    });
    await options.cache.put(url, claim).catch(() => undefined);
  }
  return revalidateOnce(url, options);
}

/**
 * The text of a remote file: from the cache when fresh (or stale, revalidating in the background), else fetched; when
 * that fetch fails, the expired copy while it is within staleIfErrorSeconds.
 */
export async function fetchRemoteText(url: string, options: RemoteFetchOptions): Promise<string | null> {
  const now = (options.now ?? Date.now)();
  const cached = options.cache ? await options.cache.match(url).catch(() => undefined) : undefined;
  let fallback: string | null = null;
  if (cached) {
    const age = cachedAgeSeconds(cached, now);
    const state = freshness(age, options.ttlSeconds, options.staleSeconds);
    if (state !== 'expired') {
      const text = await cached.text();
      if (state === 'stale' && !revalidationClaimed(cached, now, options))
        options.waitUntil(revalidate(url, text, cached, now, options));
      return text;
    }
    if (age < keptSeconds(options)) fallback = await cached.text();
    else await cached.body?.cancel();
  }
  if (options.signal.aborted) return fallback;
  return (await downloadOnce(url, options, options.signal)) ?? fallback;
}
