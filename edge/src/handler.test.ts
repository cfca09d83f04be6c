import { describe, expect, it } from 'vitest';
import { handleRequest, type HandlerOptions } from './handler.ts';
import { inlineScriptHashes, scriptHash } from './security-headers.ts';
import { fakeBinding, fakeContext, fakeEnv, MemoryCache, tableFetch, type Route } from './fakes.test-helper.ts';
import { PUBLIC_RESOURCES } from '@funil/data-client/public/public-content';
import { resourceUrl } from './public-content.ts';

const INDEX = [
  '<!doctype html><html><head><script>theme()</script>',
  '<script type="module" crossorigin src="/assets/entry-aaaaaaaa.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-cccccccc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');
const FILES = {
  '/index.html': INDEX,
  '/assets/index-cccccccc.css': ':root{--c:red}',
  '/assets/entry-aaaaaaaa.js': 'console.log(1)',
};
const FUNNEL = 'https://funnel.example.com/v3/mf-manifest.json';
const LESSONS = 'https://lessons.example.com/mf-manifest.json';
const manifest = (expose: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: expose, assets: { js: { sync: ['assets/page.js'] }, css: { sync: ['assets/page.css'] } } }],
  });
const FUNNEL_FILES: Record<string, Route> = {
  [FUNNEL]: manifest('PrivacyPolicy'),
  'https://funnel.example.com/v3/prerender/PrivacyPolicy.html': `<main><h1>Política de Privacidade</h1><p>${'Texto da política. '.repeat(10)}</p></main>`,
  'https://funnel.example.com/v3/assets/page.css': 'h1{color:blue}',
};

function call(
  path: string,
  table: Record<string, Route>,
  init: RequestInit = {},
  envExtra = {},
  options: HandlerOptions = {},
) {
  const remote = tableFetch(table);
  const cache = new MemoryCache();
  const env = fakeEnv(FILES, { mfe_funnel: FUNNEL, mfe_lessons: LESSONS }, envExtra);
  const ctx = fakeContext();
  const response = handleRequest(new Request(`https://semanajava.example${path}`, init), env, ctx, {
    fetch: remote.fetch,
    openCache: async () => cache,
    ...options,
  });
  return { response, remote };
}

describe('pages', () => {
  it("a static route whose remote answers: the pre-rendered page, with the CSP allowing exactly this page's inline scripts", async () => {
    const { response } = call('/privacy-policy', FUNNEL_FILES);
    const res = await response;
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<div id="root" data-prerendered="mfe_funnel/PrivacyPolicy"><main><h1>Política de Privacidade</h1>',
    );
    expect(html).toContain('<style data-href="https://funnel.example.com/v3/assets/page.css">h1{color:blue}</style>');
    expect(html).toContain('<style data-href="/assets/index-cccccccc.css">:root{--c:red}</style>');
    expect(html).toContain(
      `<script type="application/json" id="funil-remotes">{"mfe_funnel":"${FUNNEL}","mfe_lessons":"${LESSONS}"}</script>`,
    );
    const csp = res.headers.get('Content-Security-Policy')!;
    const hashes = await inlineScriptHashes(html);
    expect(hashes).toHaveLength(4); // signals catcher, theme, submit guard, late start
    for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
    expect(csp).toContain(
      "script-src 'self' https://funnel.example.com https://lessons.example.com https://www.youtube.com 'sha256-",
    );
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co");
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it("a script inside a remote's markup is not allowed by the CSP (only the shell's and the composition's are)", async () => {
    const injected = 'alert(document.cookie)';
    const table = {
      ...FUNNEL_FILES,
      'https://funnel.example.com/v3/prerender/PrivacyPolicy.html': `<main><h1>Política</h1><script>${injected}</script><p>${'Texto. '.repeat(30)}</p></main>`,
    };
    const res = await call('/privacy-policy', table).response;
    const html = await res.text();
    expect(html).toContain(`<script>${injected}</script>`);
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).not.toContain(await scriptHash(injected));
    expect(csp.match(/'sha256-/g)).toHaveLength(4);
  });

  it('a remote that is down or slow: the plain shell page (200), never an error', async () => {
    for (const answer of ['refuse', 'hang', { status: 503 }] as Route[]) {
      const { response } = call(
        '/privacy-policy',
        { ...FUNNEL_FILES, [FUNNEL]: answer },
        {},
        { REMOTE_TIMEOUT_MS: '50' },
      );
      const res = await response;
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/entry-aaaaaaaa.js">');
      expect(html).toContain('id="funil-remotes"');
    }
  });

  it('a remote whose markup is missing, or a page of a remote not in the map: the plain shell page', async () => {
    const missing = await (await call('/privacy-policy', { [FUNNEL]: manifest('PrivacyPolicy') }).response).text();
    expect(missing).toContain('<div id="root"></div>');
    const env = fakeEnv(FILES, { mfe_funnel: FUNNEL });
    const res = await handleRequest(new Request('https://s.example/aulas'), env, fakeContext(), {
      fetch: tableFetch({}).fetch,
      openCache: async () => null,
    });
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it("/aula?aula=<id>: the class page pre-rendered for that class in its phase, from the public content; otherwise the page's generic markup", async () => {
    const slot = (name: string) => `\uE000${name}\uE001`;
    const variantMarkup = (phase: string) =>
      `<main><p>${slot('launchName')} · Aula ${slot('position')}</p><h1>${slot('title')}</h1>` +
      `<p>Ao vivo ${slot('classTime')}</p><p data-variant="${phase}">${'Texto da fase. '.repeat(10)}</p></main>`;
    const url = (name: string) =>
      resourceUrl(
        'https://abc.supabase.co',
        PUBLIC_RESOURCES.find((r) => r.name === name)!,
      );
    const day = 86_400_000;
    const classRow = (id: number, lancamento: number, title: string, startsAt: number) => ({
      id,
      lancamento,
      position: 2,
      title,
      starts_at: new Date(startsAt).toISOString(),
      duration_minutes: 90,
      offer_from_minute: null,
      offer_to_minute: null,
      replay_until: null,
      video_id: null,
    });
    const table: Record<string, Route> = {
      [LESSONS]: manifest('ClassLive'),
      'https://lessons.example.com/prerender/ClassLive.html':
        '<main><h1>Aula ao vivo</h1><p>Carregando a aula…</p></main>',
      'https://lessons.example.com/prerender/ClassLive.before.html': variantMarkup('before'),
      'https://lessons.example.com/prerender/ClassLive.closed.html': variantMarkup('closed'),
      'https://lessons.example.com/assets/page.css': 'h1{color:blue}',
      [url('current_launch')]: JSON.stringify([
        {
          lancamento: 3,
          name: 'Semana Java #3',
          registration_deadline: new Date(Date.now() + 5 * day).toISOString(),
          lessons_group_chat_link: '',
        },
      ]),
      [url('launch_classes')]: JSON.stringify([
        classRow(7, 3, 'Aula <1> & "Java"', Date.now() + 2 * day),
        {
          ...classRow(8, 3, 'Aula passada', Date.now() - 9 * day),
          replay_until: new Date(Date.now() - day).toISOString(),
        },
        classRow(9, 2, 'Aula de outro lançamento', Date.now() + 2 * day),
      ]),
    };
    const { response, remote } = call('/aula?aula=7&t=tokenDePresencaNaoVaiParaOHtml', table);
    const html = await (await response).text();
    expect(html).toContain(
      '<div id="root" data-prerendered="mfe_lessons/ClassLive"><main><p>Semana Java #3 · Aula 2</p>',
    );
    expect(html).toContain('<h1>Aula &lt;1&gt; &amp; &quot;Java&quot;</h1>');
    expect(html).toMatch(/<p>Ao vivo [a-zç-]+-feira|<p>Ao vivo (sábado|domingo)/);
    expect(html).toContain('data-variant="before"');
    expect(html).not.toMatch(/[\uE000\uE001]/);
    expect(html).not.toContain('tokenDePresenca');
    expect(html).toContain('id="funil-late-start"'); // content, not a loading state: the JS waits for the first paint
    // The remote's markup is read per variant, never per class.
    expect(remote.calls.filter((called) => called.includes('/prerender/'))).toEqual([
      'https://lessons.example.com/prerender/ClassLive.html',
      'https://lessons.example.com/prerender/ClassLive.before.html',
    ]);

    const closed = await (await call('/aula?aula=8', table).response).text();
    expect(closed).toContain('<h1>Aula passada</h1>');
    expect(closed).toContain('data-variant="closed"');
    // Not the current launch's class, an unknown class, no class: the generic markup (the class loads after the takeover).
    for (const path of ['/aula?aula=9', '/aula?aula=99', '/aula', '/aula?aula=abc']) {
      const generic = await (await call(path, table).response).text();
      expect(generic).toContain('<h1>Aula ao vivo</h1>');
      expect(generic).not.toContain('data-variant');
    }
    // A variant the remote does not have (an older build): the generic markup.
    const { ['https://lessons.example.com/prerender/ClassLive.before.html']: _gone, ...older } = table;
    expect(await (await call('/aula?aula=7', older).response).text()).toContain('<h1>Aula ao vivo</h1>');
  });

  it('the remotes map comes from the binding only, never from the query string', async () => {
    const res = await call(
      `/privacy-policy?remotes=${encodeURIComponent('{"mfe_funnel":"https://evil.example/mf-manifest.json"}')}`,
      FUNNEL_FILES,
    ).response;
    const html = await res.text();
    expect(html).not.toContain('evil.example');
    expect(res.headers.get('Content-Security-Policy')).not.toContain('evil.example');
  });

  it('a changed line of the remotes map changes the pre-rendered page (no redeploy)', async () => {
    const v4 = 'https://funnel.example.com/v4/mf-manifest.json';
    const table: Record<string, Route> = {
      ...FUNNEL_FILES,
      [v4]: manifest('PrivacyPolicy'),
      'https://funnel.example.com/v4/prerender/PrivacyPolicy.html': `<main><h1>Nova versão</h1><p>${'Texto novo. '.repeat(15)}</p></main>`,
      'https://funnel.example.com/v4/assets/page.css': 'h1{color:green}',
    };
    const remote = tableFetch(table);
    const cache = new MemoryCache();
    const options = { fetch: remote.fetch, openCache: async () => cache };
    const before = await handleRequest(
      new Request('https://s.example/privacy-policy'),
      fakeEnv(FILES, { mfe_funnel: FUNNEL }),
      fakeContext(),
      options,
    );
    expect(await before.text()).toContain('Política de Privacidade');
    const after = await handleRequest(
      new Request('https://s.example/privacy-policy'),
      fakeEnv(FILES, { mfe_funnel: v4 }),
      fakeContext(),
      options,
    );
    const html = await after.text();
    expect(html).toContain('<h1>Nova versão</h1>');
    expect(html).toContain('h1{color:green}');
  });

  it('HSTS and upgrade-insecure-requests in production only', async () => {
    const res = await call('/inscricao', {}, {}, { ENVIRONMENT: 'production' }).response;
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/);
    expect(res.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
  });

  it('revalidation of a page without view tokens (no SIGNALS_VIEW_KEY): the ETag answers 304; HEAD has no body', async () => {
    const first = await call('/inscricao', {}).response;
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await call('/inscricao', {}, { headers: { 'If-None-Match': etag } }).response;
    expect(again.status).toBe(304);
    const head = await call('/inscricao', {}, { method: 'HEAD' }).response;
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(await head.text()).toBe('');
  });

  it("a view token in every page: the visitor's builds (canaries included), signed, new for every navigation", async () => {
    const KEY = 'v'.repeat(40);
    const STABLE = 'https://funnel.example.com/aaaaaaaaaaaa/mf-manifest.json';
    const CANARY = 'https://funnel.example.com/cccccccccccc/mf-manifest.json';
    const env = (cohort: string) => {
      const base = fakeEnv(FILES, { mfe_funnel: STABLE }, { SIGNALS_VIEW_KEY: KEY });
      base.REMOTES = fakeBinding<KVNamespace>({
        get: async (key: string) =>
          key === 'remotes'
            ? JSON.stringify({ mfe_funnel: STABLE })
            : JSON.stringify({ mfe_funnel: { url: CANARY, percent: 10, since: new Date().toISOString() } }),
      });
      return { env: base, headers: { cookie: `funil_cohort=${cohort}` } };
    };
    const page = async (cohort: string, headers: Record<string, string> = {}) => {
      const { env: e, headers: h } = env(cohort);
      return handleRequest(
        new Request('https://semanajava.example/privacy-policy', { headers: { ...h, ...headers } }),
        e,
        fakeContext(),
        {
          fetch: tableFetch({}).fetch,
          openCache: async () => new MemoryCache(),
        },
      );
    };
    const tokenOf = (html: string) => /<meta name="funil-view" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const [a, b, canary] = await Promise.all([page('50'), page('50'), page('3')]);
    const [htmlA, htmlB, htmlCanary] = await Promise.all([a.text(), b.text(), canary.text()]);
    const { verifyViewToken } = await import('./signals/view-token.ts');
    const claimsA = await verifyViewToken(KEY, tokenOf(htmlA));
    const claimsB = await verifyViewToken(KEY, tokenOf(htmlB));
    expect(claimsA?.builds).toEqual({ mfe_funnel: 'aaaaaaaaaaaa' });
    expect((await verifyViewToken(KEY, tokenOf(htmlCanary)))?.builds).toEqual({ mfe_funnel: 'cccccccccccc' });
    expect(claimsA?.viewId).not.toBe(claimsB?.viewId); // one per page view
    // Never a 304 with the browser's copy (its token is used): every navigation gets its page and a new token.
    expect(a.headers.get('ETag')).toBeNull();
    expect(a.headers.get('Cache-Control')).toBe('private, no-cache');
    const again = await page('50', { 'If-None-Match': '"anything"' });
    expect(again.status).toBe(200);
    expect(tokenOf(await again.text())).not.toBe(tokenOf(htmlA));
  });

  it('compression as the runtime provides it: the header asks for the encoding the client accepts', async () => {
    const br = await call('/inscricao', {}, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }).response;
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const gzip = await call('/inscricao', {}, { headers: { 'Accept-Encoding': 'gzip' } }).response;
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const none = await call('/inscricao', {}, { headers: { 'Accept-Encoding': 'identity' } }).response;
    expect(none.headers.get('Content-Encoding')).toBeNull();
  });
});

describe('assets and runtime files', () => {
  it('hashed assets immutable for a year, with nosniff; a missing file is a 404 never stored', async () => {
    const res = await call('/assets/entry-aaaaaaaa.js', {}).response;
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log(1)');
    const missing = await call('/assets/nope-aaaaaaaa.js', {}).response;
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
  });

  it('/config.json from the bindings and /remotes.json from the map, revalidated', async () => {
    const config = await call('/config.json', {}).response;
    expect(await config.json()).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon-key' });
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
    const remotes = await call('/remotes.json', {}).response;
    expect(await remotes.json()).toEqual({ mfe_funnel: FUNNEL, mfe_lessons: LESSONS });
    expect(remotes.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('other methods: 405 with Allow', async () => {
    const res = await call('/inscricao', {}, { method: 'POST', body: 'x' }).response;
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('webhooks', () => {
  it('POST /webhooks/<name> runs the registered handler with the request and env; the response gets the base headers', async () => {
    const seen: string[] = [];
    const webhooks = {
      exemplo: async (request: Request, env: { SUPABASE_URL: string }) => {
        seen.push(`${request.method} ${await request.text()} ${env.SUPABASE_URL}`);
        return new Response('{"ok":true}', { status: 202, headers: { 'Content-Type': 'application/json' } });
      },
    };
    const res = await call('/webhooks/exemplo', {}, { method: 'POST', body: 'evento' }, {}, { webhooks }).response;
    expect(res.status).toBe(202);
    expect(seen).toEqual(['POST evento https://abc.supabase.co']);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await call('/webhooks/outro', {}, { method: 'POST' }, {}, { webhooks }).response).status).toBe(404);
  });
});
