import { describe, expect, it } from 'vitest';
import { fetchRemoteText, freshness, type RemoteFetchOptions } from './remote-cache.ts';
import { fakeContext, MemoryCache, tableFetch, type Route } from './fakes.test-helper.ts';

const URL_A = 'https://funnel.example.com/mf-manifest.json';

function setup(table: Record<string, Route>, timeoutMs = 200) {
  const cache = new MemoryCache();
  const remote = tableFetch(table);
  const ctx = fakeContext();
  let now = 1_000_000;
  const options = (): RemoteFetchOptions => ({
    cache,
    ttlSeconds: 30,
    staleSeconds: 300,
    timeoutMs,
    signal: AbortSignal.timeout(timeoutMs),
    waitUntil: ctx.waitUntil,
    fetch: remote.fetch,
    now: () => now,
  });
  return { cache, remote, ctx, options, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('freshness', () => {
  it('fresh within the TTL, stale for the stale window after it, then expired', () => {
    expect(freshness(0, 30, 300)).toBe('fresh');
    expect(freshness(29.9, 30, 300)).toBe('fresh');
    expect(freshness(30, 30, 300)).toBe('stale');
    expect(freshness(329, 30, 300)).toBe('stale');
    expect(freshness(330, 30, 300)).toBe('expired');
  });
});

describe('fetchRemoteText', () => {
  it('fetches once, then answers from the cache while fresh', async () => {
    const { remote, options } = setup({ [URL_A]: 'v1' });
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
    expect(remote.calls).toEqual([URL_A]);
  });

  it('after the TTL: answers the stale copy at once and revalidates in the background', async () => {
    const table: Record<string, Route> = { [URL_A]: 'v1' };
    const { remote, options, ctx, advance } = setup(table);
    await fetchRemoteText(URL_A, options());
    table[URL_A] = 'v2';
    advance(31);
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
    expect(ctx.pending).toHaveLength(1);
    await ctx.settle();
    expect(remote.calls).toHaveLength(2);
    expect(await fetchRemoteText(URL_A, options())).toBe('v2');
  });

  it('past the stale window: fetched again in the foreground', async () => {
    const table: Record<string, Route> = { [URL_A]: 'v1' };
    const { options, ctx, advance } = setup(table);
    await fetchRemoteText(URL_A, options());
    table[URL_A] = 'v2';
    advance(400);
    expect(await fetchRemoteText(URL_A, options())).toBe('v2');
    expect(ctx.pending).toHaveLength(0);
  });

  it('a remote that refuses, answers an error or hangs past the deadline gives null (nothing cached)', async () => {
    const { cache, options } = setup({ [URL_A]: 'refuse', 'https://b/x': { status: 502 }, 'https://c/x': 'hang' }, 50);
    expect(await fetchRemoteText(URL_A, options())).toBeNull();
    expect(await fetchRemoteText('https://b/x', options())).toBeNull();
    expect(await fetchRemoteText('https://c/x', options())).toBeNull();
    expect(cache.entries.size).toBe(0);
  });

  it('a stale copy is served while the remote is down; the failed revalidation keeps it', async () => {
    const table: Record<string, Route> = { [URL_A]: 'v1' };
    const { options, ctx, advance } = setup(table);
    await fetchRemoteText(URL_A, options());
    table[URL_A] = 'refuse';
    advance(60);
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
    await ctx.settle();
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
  });

  it('a stale copy another isolate is revalidating is served without a fetch; an abandoned claim is taken over', async () => {
    const { cache, remote, options, ctx } = setup({ [URL_A]: 'v2' });
    const claimed = (revalidatingAt: number) =>
      new Response('v1', {
        headers: { 'x-edge-fetched-at': String(1_000_000 - 60_000), 'x-edge-revalidating-at': String(revalidatingAt) },
      });
    await cache.put(URL_A, claimed(1_000_000 - 100));
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
    expect(ctx.pending).toHaveLength(0);
    expect(remote.calls).toHaveLength(0);
    await cache.put(URL_A, claimed(1_000_000 - 60_000));
    expect(await fetchRemoteText(URL_A, options())).toBe('v1');
    await ctx.settle();
    expect(remote.calls).toEqual([URL_A]);
    expect(await fetchRemoteText(URL_A, options())).toBe('v2');
  });

  it('stale-if-error: an expired copy is answered while the origin fails, within staleIfErrorSeconds', async () => {
    const table: Record<string, Route> = { [URL_A]: 'v1' };
    const { options, advance } = setup(table);
    await fetchRemoteText(URL_A, options());
    table[URL_A] = { status: 500 };
    advance(400);
    expect(await fetchRemoteText(URL_A, options())).toBeNull(); // default: no stale-if-error
    expect(await fetchRemoteText(URL_A, { ...options(), staleIfErrorSeconds: 3600 })).toBe('v1');
  });

  it('works without a cache (a runtime without the Cache API)', async () => {
    const { remote, options } = setup({ [URL_A]: 'v1' });
    expect(await fetchRemoteText(URL_A, { ...options(), cache: null })).toBe('v1');
    expect(await fetchRemoteText(URL_A, { ...options(), cache: null })).toBe('v1');
    expect(remote.calls).toHaveLength(2);
  });
});
