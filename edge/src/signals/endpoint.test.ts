// POST /signals: validation, caps, view tokens, what is dropped, redaction, fingerprints, both CSP report
// shapes, the queue.
import { describe, expect, it } from 'vitest';
import { handleSignals, MAX_BODY_BYTES } from './endpoint.ts';
import { MAX_VIEW_ERROR_COUNT, OTHER_ROUTE } from './parse.ts';
import type { SignalMessage, SignalsEnv } from './store.ts';
import { signViewToken } from './view-token.ts';
import { fakeBinding } from '../fakes.test-helper.ts';

const SITE = 'https://site.example';
const FUNNEL = 'https://cdn.example/mfe_funnel/v7/mf-manifest.json';
const LESSONS = 'https://cdn.example/mfe_lessons/v2/mf-manifest.json';
// Releases in the release layout (<origin>/<build-id>/): the funnel's stable version and its canary.
const STABLE_ID = 'aaaaaaaaaaaa';
const CANARY_ID = 'cccccccccccc';
const RELEASES = [
  { name: 'mfe_funnel', manifest: FUNNEL },
  { name: 'mfe_lessons', manifest: LESSONS },
];
const VIEW_KEY = 'k'.repeat(40);
const BUILDS = { shell: 'shell000aaa', mfe_funnel: 'funnel111bbb', mfe_lessons: 'lessons333ddd' };

function setup(remotes = RELEASES) {
  const queued: SignalMessage[] = [];
  // No SIGNALS_RATE_LIMITER: the limit is the binding's, tested with the real one in workerd (signals.workerd.test.ts).
  const env = {
    SUPABASE_URL: 'https://db.example',
    SUPABASE_ANON_KEY: 'anon',
    SIGNALS_SECRET: 'x'.repeat(40),
    SIGNALS_VIEW_KEY: VIEW_KEY,
    SIGNALS: fakeBinding<Queue>({ send: async (message: SignalMessage) => void queued.push(message) }),
  } as SignalsEnv;
  const ctx = { waitUntil: () => undefined };
  /** Posts a body; a beacon without a `token` gets one for BUILDS (a page view the edge served). */
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const withToken =
      typeof body === 'object' && body !== null && !Array.isArray(body) && 'v' in body && !('token' in body)
        ? { ...body, token: await signViewToken(VIEW_KEY, BUILDS) }
        : body;
    return handleSignals(
      new Request(`${SITE}/signals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body: typeof withToken === 'string' ? withToken : JSON.stringify(withToken),
      }),
      env,
      ctx,
      { remotes },
    );
  };
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
    expect(message.view_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
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
        build: 'lessons333ddd',
        expose: './Lessons',
        code: 'RUNTIME-008',
      },
    ]);
    expect(JSON.stringify(message)).not.toContain('203.0.113.9');
    expect(JSON.stringify(message)).not.toContain('TOKEN');
  });

  it("keeps the attribution's element of LCP / INP / CLS as a bare selector", async () => {
    const { post, queued } = setup();
    await post(
      beacon([
        { kind: 'vital', route: '/x', metric: 'INP', value: 300, target: 'form#f>button.cta[value="ana@x.com"]' },
        { kind: 'vital', route: '/x', metric: 'TTFB', value: 300, target: 'html' },
      ]),
    );
    expect(queued[0]!.events[0]).toMatchObject({ metric: 'INP', target: 'form#f>button.cta' });
    expect(queued[0]!.events[1]).not.toHaveProperty('target');
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
      { remotes: RELEASES },
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
        error('ext', 'Error: ext\n    at chrome-extension://abcdef/content.js:1:1', {
          source: 'chrome-extension://abcdef/content.js',
        }),
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
        token: await signViewToken(VIEW_KEY, { ...BUILDS, mfe_funnel: 'funnel222ccc' }),
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
      beacon([
        error('in shell', 'Error: in shell\n    at f (https://site.example/assets/index-a.js:1:2)', {
          remote: 'mfe_funnel',
        }),
      ]),
    );
    const event = queued[0]!.events[0]!;
    expect(event).toMatchObject({ kind: 'error', remote: '', build: 'shell000aaa' });
  });

  it("keeps an error of code evaluated from a string (no file URL), counted for the page's remote", async () => {
    const { post, queued } = setup();
    await post(beacon([error('from eval', 'Error: from eval\n    at <anonymous>:1:7', { source: '' })]));
    expect(queued[0]!.events[0]).toMatchObject({ kind: 'error', remote: 'mfe_funnel', build: 'funnel111bbb' });
  });

  it('masks e-mails and long digit runs in samples', async () => {
    const { post, queued } = setup();
    await post(beacon([error('falhou para ana@example.com 11987654321', FUNNEL_STACK(1))]));
    const event = queued[0]!.events[0]!;
    if (event.kind !== 'error') throw new Error('not an error');
    expect(event.sample_message).toBe('falhou para <email> <n>');
    expect(event.message).toBe('falhou para <email> <n>');
  });

  it("accepts both CSP report shapes, only for this site's pages", async () => {
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
      {
        type: 'csp-violation',
        url: 'https://other.example/',
        body: { documentURL: 'https://other.example/', blockedURL: 'inline', effectiveDirective: 'script-src' },
      },
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
      {
        kind: 'csp',
        origin: 'report',
        route: '/inscricao',
        directive: 'script-src-elem',
        blocked_url: 'https://evil.example/x.js',
      },
      { kind: 'csp', origin: 'report', route: '/aulas', directive: 'script-src-elem', blocked_url: 'inline' },
    ]);
    expect((await post({ nope: 1 }, { 'content-type': 'application/csp-report' })).status).toBe(400);
  });

  it('answers 503 when the queue is down (the page does not retry; nothing half-stored)', async () => {
    const { post, env } = setup();
    env.SIGNALS = fakeBinding<Queue>({
      send: () => Promise.reject(new Error('down')),
    });
    expect((await post(beacon([]))).status).toBe(503);
  });
});

describe('POST /signals: only views the edge served count (view tokens)', () => {
  const failure = { kind: 'remote', route: '/inscricao', remote: 'mfe_funnel', expose: 'Landing', code: 'RUNTIME-008' };

  it('refuses a beacon without a token, with a forged or expired one, or when the worker has no key', async () => {
    const { post, queued, env } = setup();
    expect((await post(beacon([failure], { token: '' }))).status).toBe(403);
    const valid = await signViewToken(VIEW_KEY, BUILDS);
    const [payload] = valid.split('.');
    const forgedPayload = btoa(JSON.stringify({ v: 'A'.repeat(22), b: { mfe_funnel: CANARY_ID }, e: 9e9 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect((await post(beacon([failure], { token: `${forgedPayload}.${valid.split('.')[1]}` }))).status).toBe(403);
    expect((await post(beacon([failure], { token: `${payload}.${'A'.repeat(43)}` }))).status).toBe(403);
    const otherKey = await signViewToken('o'.repeat(40), BUILDS);
    expect((await post(beacon([failure], { token: otherKey }))).status).toBe(403);
    const expired = await signViewToken(VIEW_KEY, BUILDS, Date.now() - 2 * 3600_000);
    expect((await post(beacon([failure], { token: expired }))).status).toBe(403);
    delete env.SIGNALS_VIEW_KEY;
    expect((await post(beacon([failure]))).status).toBe(403);
    expect(queued).toHaveLength(0);
  });

  it("counts for the token's builds, never the beacon's: a stable view naming the canary counts for the stable", async () => {
    const releases = [
      { name: 'mfe_funnel', manifest: `https://cdn.example/${STABLE_ID}/mf-manifest.json` },
      { name: 'mfe_funnel', manifest: `https://cdn.example/${CANARY_ID}/mf-manifest.json` },
    ];
    const { post, queued } = setup(releases);
    const token = await signViewToken(VIEW_KEY, { shell: 'shell000aaa', mfe_funnel: STABLE_ID });
    await post(beacon([failure], { token, builds: { mfe_funnel: CANARY_ID } }));
    expect(queued[0]!.view).toMatchObject({ remote: 'mfe_funnel', build: STABLE_ID });
    expect(queued[0]!.events).toEqual([expect.objectContaining({ kind: 'remote', build: STABLE_ID })]);
    // A remote the token does not list counts for nobody.
    const lessonsOnly = await signViewToken(VIEW_KEY, { shell: 'shell000aaa', mfe_lessons: 'lessons333ddd' });
    await post(beacon([failure], { token: lessonsOnly }));
    expect(queued[1]!.view).toMatchObject({ remote: '', build: '' });
    expect(queued[1]!.events).toEqual([]);
  });

  it("takes a canary's own errors for the canary: its release folder is one the map serves", async () => {
    const releases = [
      { name: 'mfe_funnel', manifest: `https://cdn.example/${STABLE_ID}/mf-manifest.json` },
      { name: 'mfe_funnel', manifest: `https://cdn.example/${CANARY_ID}/mf-manifest.json` },
    ];
    const { post, queued } = setup(releases);
    const stack = `TypeError: x\n    at submit (https://cdn.example/${CANARY_ID}/assets/landing-x.js:3:4)`;
    const canaryError = error('boom', stack, { source: `https://cdn.example/${CANARY_ID}/assets/landing-x.js` });
    await post(beacon([canaryError], { token: await signViewToken(VIEW_KEY, { shell: 's', mfe_funnel: CANARY_ID }) }));
    expect(queued[0]!.events).toEqual([
      expect.objectContaining({ kind: 'error', remote: 'mfe_funnel', build: CANARY_ID }),
    ]);
    // The same file reported by a view served the stable build: not that view's file, dropped.
    await post(beacon([canaryError], { token: await signViewToken(VIEW_KEY, { shell: 's', mfe_funnel: STABLE_ID }) }));
    expect(queued[1]!.events).toEqual([]);
  });

  it('caps what a client states: n per view, one load failure per remote and view', async () => {
    const { post, queued } = setup();
    await post(
      beacon([
        error('one', FUNNEL_STACK(1), { n: 100 }),
        error('two', FUNNEL_STACK(2), { n: 100 }),
        failure,
        { ...failure, expose: 'Other', code: 'RUNTIME-003' },
      ]),
    );
    const events = queued[0]!.events;
    const counted = events.flatMap((event) => (event.kind === 'error' ? [event.n] : []));
    expect(counted).toEqual([MAX_VIEW_ERROR_COUNT]); // the second error has no budget left
    expect(events.filter((event) => event.kind === 'remote')).toHaveLength(1);
  });

  it("keeps routes to the page catalogue: any other path is stored as '" + OTHER_ROUTE + "'", async () => {
    const { post, queued } = setup();
    await post(
      beacon(
        [
          { kind: 'vital', route: '/junk-route-1', metric: 'LCP', value: 1 },
          { kind: 'vital', route: '/inscricao/', metric: 'LCP', value: 1 },
          { kind: 'vital', route: '/aulas', metric: 'LCP', value: 1 },
        ],
        { view: { route: '/wp-admin', remote: 'mfe_funnel' } },
      ),
    );
    expect(queued[0]!.view?.route).toBe(OTHER_ROUTE);
    expect(queued[0]!.events.map((event) => event.route)).toEqual([OTHER_ROUTE, '/inscricao', '/aulas']);
  });
});

describe('POST /signals: redaction of every stored string', () => {
  const TOKEN = 'Zk3q9XbT2mQ7vW1nR8sY4u';
  const stored = async (event: Record<string, unknown>, view?: Record<string, unknown>) => {
    const { post, queued } = setup();
    await post(beacon([event], view ? { view } : {}));
    return { event: queued[0]!.events[0]! as Record<string, unknown>, view: queued[0]!.view };
  };
  const clean = (value: unknown) => {
    const text = JSON.stringify(value);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('ana%40example.com');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('data=');
  };

  it('message: a relative URL loses its query; e-mails and tokens are replaced', async () => {
    const { event } = await stored(
      error(`falhou em /inscricao/obrigado?data=${TOKEN} para ana@example.com`, FUNNEL_STACK(1)),
    );
    expect(event.message).toBe('falhou em /inscricao/obrigado para <email>');
    expect(event.sample_message).toBe('falhou em /inscricao/obrigado para <email>');
    clean(event);
  });

  it('type: an e-mail or a token in the error type', async () => {
    const { event } = await stored(error('x', FUNNEL_STACK(1), { error_type: `ana@example.com ${TOKEN}` }));
    expect(event.error_type).toBe('<email> <token>');
    clean(event);
  });

  it('frames: the top frame and the sample stack', async () => {
    const stack = `Error: x\n    at ana@example.com (https://cdn.example/mfe_funnel/v7/assets/landing-x.js?k=${TOKEN}:3:4)\n    at go (/aulas?data=${TOKEN}:1:1)`;
    const { event } = await stored(error('x', stack));
    expect(event.top_frame).toBe('<email> /mfe_funnel/v7/assets/landing-x.js:3:4');
    expect(event.sample_stack).toContain('at go (/aulas');
    clean(event);
  });

  it('route: a token-shaped or e-mail path segment never reaches storage', async () => {
    const { event, view } = await stored(
      { kind: 'vital', route: `/inscricao/obrigado/${TOKEN}`, metric: 'LCP', value: 1 },
      { route: '/ana@example.com', remote: 'mfe_funnel' },
    );
    expect(event.route).toBe(OTHER_ROUTE);
    expect(view?.route).toBe(OTHER_ROUTE);
    clean([event, view]);
  });

  it("CSP: the blocked URL's query; a vital's target", async () => {
    const { event } = await stored({
      kind: 'csp',
      route: '/inscricao',
      directive: 'img-src',
      url: `https://evil.example/p.gif?e=ana%40example.com&t=${TOKEN}`,
    });
    expect(event.blocked_url).toBe('https://evil.example/p.gif');
    const vital = await stored({ kind: 'vital', route: '/inscricao', metric: 'INP', value: 1, target: `#u-${TOKEN}` });
    expect(vital.event.target).toBe('#<token>');
    clean([event, vital.event]);
  });
});
