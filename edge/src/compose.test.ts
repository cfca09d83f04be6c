import { describe, expect, it } from 'vitest';
import {
  buildPrerenderedPage,
  composeHtml,
  inlineRemotesMap,
  inlineStyle,
  LATE_START_TASK_MS,
  LATE_START_SCRIPT,
  prerenderUrl,
  shellStylesheets,
  TAKEOVER_GUARD_SCRIPT,
  type PageSources,
  type RemoteManifest,
} from './compose.ts';
import { SIGNALS_CATCHER_SCRIPT } from './signals/catcher-script.ts';
import { withSignalsCatcher } from './signals/page-catcher.ts';

const SHELL_HTML = [
  '<!doctype html><html><head><script>theme()</script>',
  '<script type="module" crossorigin src="/assets/entry-aaaaaaaa.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/utils-bbbbbbbb.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-cccccccc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const MANIFEST_URL = 'https://funnel.example.com/v7/mf-manifest.json';
const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'Landing',
      assets: {
        js: {
          sync: ['assets/landing-1.js'],
          async: ['assets/below-the-fold-2.js', 'assets/_virtual_mf__loadShare__shared-3.js'],
        },
        css: { sync: ['assets/landing-1.css'] },
      },
    },
  ],
};
const LONG_TEXT = 'Aprenda Java do zero com aulas ao vivo. '.repeat(5);

function sources(overrides: Partial<PageSources> = {}): PageSources {
  return {
    key: 'mfe_funnel/Landing',
    manifest,
    manifestUrl: MANIFEST_URL,
    expose: 'Landing',
    markup: `<main><h1>${LONG_TEXT}</h1><form><input type="email" name="e"><input type="checkbox"><button type="submit">Quero</button></form></main>`,
    css: { 'https://funnel.example.com/v7/assets/landing-1.css': '.hero{background:url(../img/bg.png)}' },
    ...overrides,
  };
}

describe('pieces', () => {
  it('inlines the remotes map as a JSON data block, safe against </script>', () => {
    const html = inlineRemotesMap('<head></head>', { mfe_funnel: 'https://x/</script>' });
    expect(html).toBe(
      '<head><script type="application/json" id="funil-remotes">{"mfe_funnel":"https://x/\\u003c/script>"}</script></head>',
    );
  });

  it("makes a stylesheet's relative url()s absolute against its own URL", () => {
    expect(inlineStyle('a{b:url(../img/x.png)}', 'https://r.example.com/v1/assets/a.css')).toBe(
      '<style data-href="https://r.example.com/v1/assets/a.css">a{b:url(https://r.example.com/v1/img/x.png)}</style>',
    );
    expect(inlineStyle("a{b:url('f.woff2')} c{d:url(data:x)}", '/assets/i.css')).toBe(
      `<style data-href="/assets/i.css">a{b:url('/assets/f.woff2')} c{d:url(data:x)}</style>`,
    );
    expect(inlineStyle('a{}</style><script>', '/a.css')).toContain('<\\/style><script>');
  });

  it('leaves the pre-rendered controls usable (the shell adopts what was typed at takeover)', () => {
    const markup =
      '<form><input type="text" name="a"><input type="radio"><textarea></textarea><select></select><button>x</button></form>';
    expect(buildPrerenderedPage(sources({ markup }))!.body).toBe(markup);
  });

  it('finds the markup next to the manifest and the shell stylesheets', () => {
    expect(prerenderUrl(MANIFEST_URL, 'Landing')).toBe('https://funnel.example.com/v7/prerender/Landing.html');
    expect(shellStylesheets(SHELL_HTML)).toEqual(['/assets/index-cccccccc.css']);
  });
});

describe('buildPrerenderedPage', () => {
  it('inlines the page CSS (marked for the loaders) and hints the manifest, the remote entry, the page chunks and its share wrappers (not its lazy parts)', () => {
    const page = buildPrerenderedPage(sources());
    expect(page).not.toBeNull();
    expect(page!.head).toBe(
      '<style data-href="https://funnel.example.com/v7/assets/landing-1.css">.hero{background:url(https://funnel.example.com/v7/img/bg.png)}</style>' +
        // Vite's preload helper and the remoteEntry skip a stylesheet a link of the same href stands for (no request,
        // no second application); disabled: neither fetched nor applied.
        '<link rel="stylesheet" href="https://funnel.example.com/v7/assets/landing-1.css" disabled>',
    );
    expect(page!.preloads).toEqual([
      ['preload', MANIFEST_URL],
      ['modulepreload', 'https://funnel.example.com/v7/remoteEntry.js'],
      ['modulepreload', 'https://funnel.example.com/v7/assets/landing-1.js'],
      ['modulepreload', 'https://funnel.example.com/v7/assets/_virtual_mf__loadShare__shared-3.js'],
    ]);
    expect(page!.body).toContain('<button type="submit">');
    expect(page!.loadingState).toBe(false);
  });

  it('markup with almost no text is a loading state', () => {
    expect(buildPrerenderedPage(sources({ markup: '<p>Carregando...</p>' }))!.loadingState).toBe(true);
    // A short page with a form (the staff sign-in) is content: painted and usable from the first HTML.
    const signIn =
      '<main><form><h1>Área da equipe</h1><input type="email" id="e"><button type="submit">Entrar</button></form></main>';
    expect(buildPrerenderedPage(sources({ markup: signIn }))!.loadingState).toBe(false);
  });

  it('nothing when the manifest lacks the page or a stylesheet is missing', () => {
    expect(buildPrerenderedPage(sources({ expose: 'Outro' }))).toBeNull();
    expect(buildPrerenderedPage(sources({ css: {} }))).toBeNull();
  });
});

describe('composeHtml', () => {
  it('without a page (remote down, unknown path): the shell page with the remotes map and the signals catcher, nothing else changed', () => {
    const html = composeHtml({ html: SHELL_HTML, remotes: { mfe_funnel: MANIFEST_URL }, page: null, shellCss: {} });
    expect(html).toBe(withSignalsCatcher(inlineRemotesMap(SHELL_HTML, { mfe_funnel: MANIFEST_URL })));
    expect(html).toContain(`<script>${SIGNALS_CATCHER_SCRIPT}</script>`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/entry-aaaaaaaa.js">');
  });

  it('with a page: markup in #root, CSS inline, the module chain hinted and the entry started at the first paint', () => {
    const page = buildPrerenderedPage(sources())!;
    const html = composeHtml({
      html: SHELL_HTML,
      remotes: { mfe_funnel: MANIFEST_URL },
      page,
      shellCss: { '/assets/index-cccccccc.css': ':root{--c:red}' },
    });
    expect(html).toContain(`<div id="root" data-prerendered="mfe_funnel/Landing"><main><h1>`);
    expect(html).toContain('<style data-href="/assets/index-cccccccc.css">:root{--c:red}</style>');
    expect(html).toContain(page.head);
    expect(html).not.toContain('<script type="module" crossorigin src=');
    // No hint in the HTML: the whole chain is hinted by the late-start script at the first paint (hints in the HTML
    // shared the bandwidth with it and counted as render-blocking in Lighthouse's simulation: LCP 1.35-1.6 s).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload"');
    expect(html.slice(html.indexOf('</main></div>'))).toMatch(
      /^<\/main><\/div><script type="application\/json" id="funil-late-start">/,
    );
    expect(html).toContain(`<script>${TAKEOVER_GUARD_SCRIPT}</script>`);
    expect(html).toContain(`<script>${LATE_START_SCRIPT}</script>`);
    const data = /<script type="application\/json" id="funil-late-start">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({
      entry: '/assets/entry-aaaaaaaa.js',
      preloads: [
        ['modulepreload', '/assets/entry-aaaaaaaa.js'],
        ['modulepreload', '/assets/utils-bbbbbbbb.js'],
        ['preload', MANIFEST_URL],
        ['modulepreload', 'https://funnel.example.com/v7/remoteEntry.js'],
        ['modulepreload', 'https://funnel.example.com/v7/assets/landing-1.js'],
        ['modulepreload', 'https://funnel.example.com/v7/assets/_virtual_mf__loadShare__shared-3.js'],
      ],
    });
  });

  it('with a loading-state page: markup and preloads, the shell entry starts at once', () => {
    const page = buildPrerenderedPage(sources({ markup: '<p>Carregando...</p>' }))!;
    const html = composeHtml({ html: SHELL_HTML, remotes: {}, page, shellCss: {} });
    expect(html).toContain('<div id="root" data-prerendered="mfe_funnel/Landing"><p>Carregando...</p></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/entry-aaaaaaaa.js">');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${MANIFEST_URL}">`);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="https://funnel.example.com/v7/remoteEntry.js">',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="https://funnel.example.com/v7/assets/landing-1.css" disabled>',
    );
    expect(html).not.toContain('as="style"');
    expect(html).not.toContain('funil-late-start');
  });

  // The late-start script run against a fake document and clock in which each hint costs `hintMs` of main thread:
  // how many elements each task adds, and in what order.
  function runLateStart(preloads: string[][], hintMs: number) {
    const block = {
      textContent: JSON.stringify({ entry: '/assets/entry.js', preloads }),
    };
    const added: string[] = [];
    const tasks: (() => void)[] = [];
    const paints: unknown[] = [];
    let now = 0;
    let frame: (() => void) | undefined;
    const fakeDocument = {
      visibilityState: 'visible',
      getElementById: (id: string) => (id === 'funil-late-start' ? block : null),
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: {
        appendChild: (el: Record<string, string>) => {
          now += hintMs;
          added.push(
            el.tag === 'script' ? `script ${el.type} ${el.src}` : [el.rel, el.as, el.href].filter(Boolean).join(' '),
          );
        },
      },
    };
    const run = new Function('document', 'performance', 'requestAnimationFrame', 'setTimeout', LATE_START_SCRIPT);
    run(
      fakeDocument,
      {
        now: () => now,
        getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? paints : []),
      },
      (callback: () => void) => (frame = callback),
      (callback: () => void, ms: number) => ms === 0 && tasks.push(callback),
    );
    frame!();
    const beforePaint = added.length; // not painted yet: nothing requested
    paints.push({});
    frame!();
    const perTask = [added.length];
    while (tasks.length) {
      const before = added.length;
      tasks.shift()!();
      perTask.push(added.length - before);
    }
    return { beforePaint, perTask, added };
  }

  it('the late-start script adds the hints once the paint is recorded, each task until its time is up, then the entry', () => {
    const preloads = [
      ...Array.from({ length: 6 }, (_, i) => ['modulepreload', `/assets/c${i}.js`]),
      ['preload', '/m.json'],
    ];
    // Hints that cost half the budget: two per task; the entry with the last hint.
    const fast = runLateStart(preloads, LATE_START_TASK_MS / 2);
    expect(fast.beforePaint).toBe(0);
    expect(fast.perTask).toEqual([2, 2, 2, 1 + 1]);
    expect(fast.added).toEqual([
      ...preloads.slice(0, 6).map(([, href]) => `modulepreload ${href}`),
      'preload fetch /m.json',
      'script module /assets/entry.js',
    ]);
    // A slow phone, where one hint takes longer than the budget: one per task, none left out.
    const slow = runLateStart(preloads, LATE_START_TASK_MS * 3);
    expect(slow.perTask).toEqual([1, 1, 1, 1, 1, 1, 1 + 1]);
    expect(slow.added).toEqual(fast.added);
  });

  it('the late-start script is valid JavaScript', () => {
    expect(() => new Function(LATE_START_SCRIPT)).not.toThrow();
    expect(() => new Function(TAKEOVER_GUARD_SCRIPT)).not.toThrow();
  });
});
