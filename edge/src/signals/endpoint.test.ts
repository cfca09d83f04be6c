// POST /signals: validation, caps, rate limit, what is dropped, fingerprints, both CSP report shapes, the queue.
import { describe, expect, it } from 'vitest';
import { handleSignals, MAX_BODY_BYTES } from './endpoint.ts';
import { RateLimiter } from './rate-limit.ts';
import type { SignalMessage, SignalsEnv } from './store.ts';

const SITE = 'https://site.example';
const FUNNEL = 'https://cdn.example/mfe_funnel/v7/mf-manifest.json';
const REMOTES = { mfe_funnel: FUNNEL, mfe_lessons: 'https://cdn.example/mfe_lessons/v2/mf-manifest.json' };

function setup(limit = 100) {
  const queued: SignalMessage[] = [];
  const env: SignalsEnv = {
    SUPABASE_URL: 'https://db.example',
    SUPABASE_ANON_KEY: 'anon',
    SIGNALS_SECRET: 'x'.repeat(40),
    SIGNALS: { send: async (message) => void queued.push(message) },
  };
  const limiter = new RateLimiter({ limit });
  const ctx = { waitUntil: () => undefined };
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handleSignals(
      new Request(`${SITE}/signals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      env,
      ctx,
      { remotes: REMOTES, limiter },
    );
  return { queued, post, env };
}

const beacon = (events: unknown[], extra: Record<string, unknown> = {}) => ({
  v: 1,
  view: { route: '/inscricao', remote: 'mfe_funnel' },
  device: 'mobile',
  connection: '4g',
  builds: { shell: 'shell000aaa', mfe_funnel: 'funnel111bbb' },
  events,
  ...extra,
});

const error = (message: string, stack: string, extra: Record<string, unknown> = {}) => ({
  kind: 'error',
  route: '/inscricao',
  remote: 'mfe_funnel',
  error_type: 'TypeError',
  message,
  source: 'https://cdn.example/mfe_funnel/v7/assets/landing-x.js',
  line: 1,
  col: 2,
  stack,
  ...extra,
});

const FUNNEL_STACK = (line: number) =>
  `TypeError: x\n    at submit (https://cdn.example/mfe_funnel/v7/assets/landing-x.js?v=1:${line}:15)\n    at https://site.example/assets/index-a.js:1:1`;

describe('POST /signals', () => {
  it('accepts the beacon: a page view and its events on the queue, 204, no cookie, nothing of the client', async () => {
    const { post, queued } = setup();
    const response = await post(
      beacon([
        { kind: 'vital', route: '/inscricao?data=TOKEN', remote: 'mfe_funnel', metric: 'LCP', value: 1234.5 },
        { kind: 'remote', route: '/aulas', remote: 'mfe_lessons', expose: './Lessons', code: 'RUNTIME-008' },
      ]),
      { 'cf-connecting-ip': '203.0.113.9', origin: SITE },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(queued).toHaveLength(1);
    const message = queued[0]!;
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(message.view).toEqual({
      route: '/inscricao',
      device: 'mobile',
      connection: '4g',
      remote: 'mfe_funnel',
      build: 'funnel111bbb',
      shell_build: 'shell000aaa',
    });
    expect(message.events).toEqual([
      {
        kind: 'vital',
        route: '/inscricao',
        device: 'mobile',
        connection: '4g',
        remote: 'mfe_funnel',
        build: 'funnel111bbb',
        metric: 'LCP',
        value: 1234.5,
      },
      {
        kind: 'remote',
        route: '/aulas',
        device: 'mobile',
        connection: '4g',
        remote: 'mfe_lessons',
        build: '',
        expose: './Lessons',
        code: 'RUNTIME-008',
      },
    ]);
    expect(JSON.stringify(message)).not.toContain('203.0.113.9');
    expect(JSON.stringify(message)).not.toContain('TOKEN');
  });

  it('refuses hostile bodies: oversized, invalid JSON, unknown shapes, other types', async () => {
    const { post, queued } = setup();
    expect((await post('x'.repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    expect((await post('{"v":1,"events":[')).status).toBe(400);
    expect((await post({ v: 2, events: [] })).status).toBe(400);
    expect((await post([1, 2, 3])).status).toBe(400);
    expect((await post('{}', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    // A body without Content-Length larger than the cap (a stream) is cut off while reading.
    const { env } = setup();
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await handleSignals(
      new Request(`${SITE}/signals`, { method: 'POST', body: big, duplex: 'half' } as RequestInit),
      env,
      { waitUntil: () => undefined },
      { remotes: REMOTES },
    );
    expect(streamed.status).toBe(413);
    expect(queued).toHaveLength(0);
  });

  it('keeps a script in a message as text, and caps texts and the number of events', async () => {
    const { post, queued } = setup();
    const events = Array.from({ length: 30 }, (_, i) => ({ kind: 'vital', route: '/x', metric: 'FCP', value: i }));
    events.unshift(error(`<script>alert("x")</script>${'a'.repeat(5000)}`, FUNNEL_STACK(10)) as never);
    await post(beacon(events));
    const stored = queued[0]!.events;
    expect(stored).toHaveLength(10);
    const first = stored[0]!;
    expect(first.kind).toBe('error');
    if (first.kind !== 'error') return;
    expect(first.sample_message.startsWith('<script>alert("x")</script>')).toBe(true);
    expect(first.sample_message.length).toBeLessThanOrEqual(300);
  });

  it("drops what is not the site's: extensions, other sites' scripts, cross-origin requests", async () => {
    const { post, queued } = setup();
    const response = await post(
      beacon([
        error('ext', 'Error: ext\n    at chrome-extension://abcdef/content.js:1:1', { source: 'chrome-extension://abcdef/content.js' }),
        error('moz', 'moz@moz-extension://1234/x.js:1:1', { source: '' }),
        error('safari', '', { source: 'safari-web-extension://x/y.js' }),
        error('ads', 'Error\n    at https://ads.example/tag.js:1:1', { source: 'https://ads.example/tag.js' }),
        { kind: 'error', route: '/x', message: 'Script error.', source: '', stack: '' },
        { kind: 'csp', route: '/x', directive: 'script-src', url: 'chrome-extension://abc/inject.js' },
        { kind: 'vital', route: 'https://evil.example/x', metric: 'LCP', value: 1 },
        { kind: 'vital', route: '/x', metric: 'LCP', value: -1 },
        { kind: 'vital', route: '/x', metric: 'FOO', value: 1 },
      ]),
    );
    expect(response.status).toBe(204);
    expect(queued[0]!.events).toEqual([]);
    expect((await post(beacon([]), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(beacon([]), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('fingerprints errors: repeats with other numbers, ids and URLs group together; another frame or build does not', async () => {
    const { post, queued } = setup();
    await post(
      beacon([
        error('Cannot read properties of undefined (reading 42) at https://x.example/a?b=1', FUNNEL_STACK(10)),
        error('Cannot read properties of undefined (reading 7) at https://y.example/c', FUNNEL_STACK(10)),
        error('Cannot read properties of undefined (reading 7) at https://y.example/c', FUNNEL_STACK(99)),
      ]),
    );
    await post(
      beacon([error('Cannot read properties of undefined (reading 1)', FUNNEL_STACK(10))], {
        builds: { shell: 'shell000aaa', mfe_funnel: 'funnel222ccc' },
      }),
    );
    const prints = queued.flatMap((message) => message.events.map((event) => (event.kind === 'error' ? event : null)));
    expect(prints[0]!.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(prints[0]!.fingerprint).toBe(prints[1]!.fingerprint);
    expect(prints[0]!.message).toBe('Cannot read properties of undefined (reading <n>) at <url>');
    expect(prints[0]!.top_frame).toBe('submit /mfe_funnel/v7/assets/landing-x.js:10:15');
    expect(prints[0]!.remote).toBe('mfe_funnel');
    expect(prints[2]!.fingerprint).not.toBe(prints[0]!.fingerprint); // another top frame
    expect(prints[3]!.fingerprint).not.toBe(prints[0]!.fingerprint); // another release
    expect(prints[3]!.build).toBe('funnel222ccc');
  });

  it("attributes an error to the file's owner: the shell for this origin, a remote for its folder", async () => {
    const { post, queued } = setup();
    await post(
      beacon([error('in shell', 'Error: in shell\n    at f (https://site.example/assets/index-a.js:1:2)', { remote: 'mfe_funnel' })]),
    );
    const event = queued[0]!.events[0]!;
    expect(event).toMatchObject({ kind: 'error', remote: '', build: 'shell000aaa' });
  });

  it('masks e-mails and long digit runs in samples', async () => {
    const { post, queued } = setup();
    await post(beacon([error('falhou para ana@example.com 11987654321', FUNNEL_STACK(1))]));
    const event = queued[0]!.events[0]!;
    if (event.kind !== 'error') throw new Error('not an error');
    expect(event.sample_message).toBe('falhou para <email> <n>');
    expect(event.message).toBe('falhou para <email> <n>');
  });

  it('rate-limits per client (without keeping its address)', async () => {
    const { post } = setup(3);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(beacon([]), { 'cf-connecting-ip': '198.51.100.1' })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await post(beacon([]), { 'cf-connecting-ip': '198.51.100.2' })).status).toBe(204);
  });

  it('accepts both CSP report shapes, only for this site\'s pages', async () => {
    const { post, queued } = setup();
    const reportsJson = [
      {
        type: 'csp-violation',
        url: `${SITE}/inscricao?data=x`,
        body: {
          documentURL: `${SITE}/inscricao?data=x`,
          blockedURL: 'https://evil.example/x.js?q=1',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
        },
      },
      { type: 'csp-violation', url: 'https://other.example/', body: { documentURL: 'https://other.example/', blockedURL: 'inline', effectiveDirective: 'script-src' } },
      { type: 'deprecation', url: SITE, body: {} },
    ];
    expect((await post(reportsJson, { 'content-type': 'application/reports+json' })).status).toBe(204);
    const legacy = {
      'csp-report': {
        'document-uri': `${SITE}/aulas`,
        'blocked-uri': 'inline',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
      },
    };
    expect((await post(legacy, { 'content-type': 'application/csp-report' })).status).toBe(204);
    expect(queued.flatMap((message) => message.events)).toEqual([
      { kind: 'csp', origin: 'report', route: '/inscricao', directive: 'script-src-elem', blocked_url: 'https://evil.example/x.js' },
      { kind: 'csp', origin: 'report', route: '/aulas', directive: 'script-src-elem', blocked_url: 'inline' },
    ]);
    expect((await post({ nope: 1 }, { 'content-type': 'application/csp-report' })).status).toBe(400);
  });

  it('answers 503 when the queue is down (the page does not retry; nothing half-stored)', async () => {
    const { post, env } = setup();
    env.SIGNALS = {
      send: () => Promise.reject(new Error('down')),
    };
    expect((await post(beacon([]))).status).toBe(503);
  });
});
