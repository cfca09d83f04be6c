import { describe, expect, it } from 'vitest';
import { PUBLIC_RESOURCES } from '@funil/data-client/public/public-content';
import { fakeContext, fakeEnv, MemoryCache } from './fakes.test-helper.ts';
import { handleRequest } from './handler.ts';
import {
  inlinePublicContent,
  loadPublicContent,
  publicContentTiming,
  resourceUrl,
  resourcesFor,
  type LoadPublicContentOptions,
} from './public-content.ts';

const API = 'https://abc.supabase.co';
const ROWS: Record<string, unknown[]> = {
  routes: [{ id: 1, path: '/inscricao', component: 'Landing', props: {}, is_active: true, priority: 1 }],
  launches: [{ lancamento: 2, name: 'Semana Java 2', event_date_text: '15 de Setembro, 2025' }],
  lesson_catalog: [{ id: 1, order: 1, level: 'beginner', title: 'Aula </script><b>1' }],
  launch_classes: [{ id: 1, lancamento: 2, position: 1, title: 'Aula 1', starts_at: '2025-09-15T23:00:00Z' }],
};
/** Every resource, and a page of an unknown remote gets them all. */
const ALL = ['routes', 'current_launch', 'lessons', 'launch_classes'];

/** The API: answers each resource's rows (or down / an error), records every call with its key headers. */
function fakeApi() {
  const state = { down: false, status: 200, version: 1 };
  const calls: { url: string; apikey: string | null; authorization: string | null }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    calls.push({ url, apikey: headers.get('apikey'), authorization: headers.get('authorization') });
    if (state.down) throw new TypeError('fetch failed: connection refused');
    const table = new URL(url).pathname.replace('/rest/v1/', '');
    const rows = (ROWS[table] ?? []).map((row) => ({ ...(row as object), version: state.version }));
    return new Response(JSON.stringify(rows), { status: state.status });
  }) as typeof fetch;
  return { state, calls, fetch: fetchImpl };
}

function setup(ttl = 20, stale = 10, staleIfError = 86_400) {
  const api = fakeApi();
  const cache = new MemoryCache();
  const ctx = fakeContext();
  let now = 1_000_000;
  const options = (remote: string | null = null): LoadPublicContentOptions => ({
    supabaseUrl: API,
    anonKey: 'anon-key',
    cache,
    timing: { ttlSeconds: ttl, staleSeconds: stale, staleIfErrorSeconds: staleIfError, timeoutMs: 200 },
    waitUntil: ctx.waitUntil,
    fetch: api.fetch,
    now: () => now,
    remote,
  });
  return { api, cache, ctx, options, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('publicContentTiming', () => {
  it('20 s fresh + 10 s stale, a day of stale-if-error, 800 ms deadline by default; the vars override', () => {
    expect(publicContentTiming({})).toEqual({
      ttlSeconds: 20,
      staleSeconds: 10,
      staleIfErrorSeconds: 86_400,
      timeoutMs: 800,
    });
    expect(publicContentTiming({ PUBLIC_CONTENT_TTL_SECONDS: '0', PUBLIC_CONTENT_STALE_SECONDS: '2' })).toMatchObject({
      ttlSeconds: 0,
      staleSeconds: 2,
    });
  });
});

describe('loadPublicContent', () => {
  it('reads every resource from the API as a visitor would (anon key), the public columns only', async () => {
    const { api, options } = setup();
    const content = await loadPublicContent(options());
    expect(Object.keys(content)).toEqual(ALL);
    expect(api.calls.map((call) => call.url)).toEqual(PUBLIC_RESOURCES.map((resource) => resourceUrl(API, resource)));
    for (const call of api.calls) {
      expect(call.apikey).toBe('anon-key');
      expect(call.authorization).toBe('Bearer anon-key');
      expect(call.url).toMatch(/\?select=[a-z_,]+&/);
    }
  });

  it('the lessons go only to the lessons pages, the classes to the funnel and the lessons (the class page)', () => {
    expect(resourcesFor('mfe_funnel').map((resource) => resource.name)).toEqual([
      'routes',
      'current_launch',
      'launch_classes',
    ]);
    expect(resourcesFor('mfe_lessons').map((resource) => resource.name)).toEqual([
      'routes',
      'current_launch',
      'lessons',
      'launch_classes',
    ]);
    expect(resourcesFor('mfe_sales').map((resource) => resource.name)).toEqual(['routes', 'current_launch']);
    expect(resourcesFor(null)).toHaveLength(ALL.length);
  });

  it('at most one read per resource per window, however many pages are served at once', async () => {
    const { api, ctx, options, advance } = setup();
    await loadPublicContent(options());
    await Promise.all(Array.from({ length: 20 }, () => loadPublicContent(options())));
    expect(api.calls).toHaveLength(ALL.length);
    advance(19);
    await Promise.all(Array.from({ length: 20 }, () => loadPublicContent(options())));
    expect(api.calls).toHaveLength(ALL.length);
    // Stale: served at once, one background read per resource however many pages found it stale.
    advance(2);
    api.state.version = 2;
    const stale = await Promise.all(Array.from({ length: 20 }, () => loadPublicContent(options())));
    expect(stale.every((content) => (content.routes?.[0] as { version: number }).version === 1)).toBe(true);
    await ctx.settle();
    expect(api.calls).toHaveLength(2 * ALL.length);
    // The copy found stale was marked: another isolate reading it meanwhile would not read the API again.
    const fresh = await loadPublicContent(options());
    expect((fresh.current_launch?.[0] as { version: number }).version).toBe(2);
    expect(api.calls).toHaveLength(2 * ALL.length);
  });

  it('a change shows within TTL + STALE: past the stale window it is read in the foreground', async () => {
    const { api, options, advance } = setup();
    await loadPublicContent(options());
    api.state.version = 2;
    advance(31);
    const content = await loadPublicContent(options());
    expect((content.routes?.[0] as { version: number }).version).toBe(2);
  });

  it('stale-if-error: with the API down (or answering errors), the last copy is served; without one, nothing', async () => {
    const { api, options, advance } = setup();
    api.state.down = true;
    expect(await loadPublicContent(options())).toEqual({});
    api.state.down = false;
    await loadPublicContent(options());
    api.state.down = true;
    advance(3600);
    expect(Object.keys(await loadPublicContent(options()))).toEqual(ALL);
    api.state.down = false;
    api.state.status = 503;
    expect(Object.keys(await loadPublicContent(options()))).toEqual(ALL);
    advance(86_400);
    expect(await loadPublicContent(options())).toEqual({});
  });

  it('an answer that is not a list of rows is left out', async () => {
    const { options } = setup();
    const weird = (async () => new Response('{"message":"x"}', { status: 200 })) as typeof fetch;
    expect(await loadPublicContent({ ...options(), fetch: weird })).toEqual({});
  });

  it('no API configured: no block', async () => {
    const { api, options } = setup();
    expect(await loadPublicContent({ ...options(), supabaseUrl: '' })).toEqual({});
    expect(api.calls).toHaveLength(0);
  });
});

describe('inlinePublicContent', () => {
  it('one JSON data block at the end of <body>, safe inside <script>', () => {
    const html = inlinePublicContent('<html><body><div id="root"></div></body></html>', {
      lessons: [{ title: 'Aula </script><b>1' }],
    });
    expect(html).toBe(
      '<html><body><div id="root"></div><script type="application/json" id="funil-public-content">' +
        '{"lessons":[{"title":"Aula \\u003c/script>\\u003cb>1"}]}</script></body></html>',
    );
    expect(inlinePublicContent('<body></body>', {})).toBe('<body></body>');
  });
});

describe('a page through the handler', () => {
  it('carries the public content; a second page within the window reads nothing from the API', async () => {
    const api = fakeApi();
    const cache = new MemoryCache();
    const env = fakeEnv(
      { '/index.html': '<html><head></head><body><div id="root"></div></body></html>' },
      {},
      { SUPABASE_URL: API },
    );
    const options = { fetch: api.fetch, openCache: async () => cache };
    const first = await handleRequest(new Request('https://site.example/aulas'), env, fakeContext(), options);
    const html = await first.text();
    const block = /<script type="application\/json" id="funil-public-content">(.*?)<\/script>/.exec(html);
    expect(Object.keys(JSON.parse(block![1]!) as object)).toEqual([
      'routes',
      'current_launch',
      'lessons',
      'launch_classes',
    ]);
    expect(api.calls).toHaveLength(4);
    const second = await handleRequest(new Request('https://site.example/launch'), env, fakeContext(), options);
    expect(await second.text()).toContain('id="funil-public-content"');
    expect(api.calls).toHaveLength(4);
  });
});
