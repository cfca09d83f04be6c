// A remote's files (manifest, pre-rendered markup, CSS) fetched from the remote's own origin through the Cache API:
// fresh for a short TTL, then served stale while one background request revalidates; past that, fetched again.
// Every fetch has a deadline: a remote that is down or slow gives null, never an error or a hang.

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
}

const FETCHED_AT = 'x-edge-fetched-at';

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

async function download(url: string, options: RemoteFetchOptions, signal: AbortSignal): Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  try {
    const response = await doFetch(url, { signal, headers: { accept: '*/*' } });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    if (options.cache) {
      const stored = new Response(text, {
        headers: {
          'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
          'cache-control': `public, max-age=${Math.ceil(options.ttlSeconds + options.staleSeconds)}`,
          [FETCHED_AT]: String(now()),
        },
      });
      await options.cache.put(url, stored).catch(() => undefined);
    }
    return text;
  } catch {
    return null; // refused, reset, timed out, aborted
  }
}

/** The text of a remote file: from the cache when fresh (or stale, revalidating in the background), else fetched. */
export async function fetchRemoteText(url: string, options: RemoteFetchOptions): Promise<string | null> {
  const now = (options.now ?? Date.now)();
  const cached = options.cache ? await options.cache.match(url).catch(() => undefined) : undefined;
  if (cached) {
    const state = freshness(cachedAgeSeconds(cached, now), options.ttlSeconds, options.staleSeconds);
    if (state !== 'expired') {
      if (state === 'stale') options.waitUntil(download(url, options, AbortSignal.timeout(options.timeoutMs)));
      return cached.text();
    }
    await cached.body?.cancel();
  }
  if (options.signal.aborted) return null;
  return download(url, options, options.signal);
}
