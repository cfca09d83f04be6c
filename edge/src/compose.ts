// HTML composition, pure: the shell's index.html + the environment's remotes map + (for a static route whose remote
// answered) the page's pre-rendered markup and CSS -> the HTML a visitor gets. No I/O here: src/remote-pages.ts
// fetches, src/handler.ts wires. Behaviour and reasons: shell/README.md, "Performance".
import { inlineScripts } from './security-headers.ts';
import { SIGNALS_CATCHER_SCRIPT } from './signals/catcher-script.ts';
import { withSignalsCatcher } from './signals/page-catcher.ts';

export interface ExposeAssets {
  name: string;
  assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } };
}

/** The parts of a remote's mf-manifest.json the composition reads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: ExposeAssets[];
}

export interface PrerenderedPage {
  /** 'mfe_funnel/Landing': the data-prerendered value the shell checks. */
  key: string;
  /** The page's stylesheets inlined as <style> (render-blocking: the markup must paint styled), each with its marker. */
  head: string;
  /** The hints of the remote's part of the chain: its manifest (fetch), entry and the page's module chunks. */
  preloads: Hint[];
  /** The markup: its controls usable from the first paint (the shell adopts what was typed; TAKEOVER_GUARD_SCRIPT holds taps). */
  body: string;
  /**
   * The markup has almost no text and no control (a 'Carregando...' state): its content needs the JavaScript and data
   * anyway. A short page with a form (the staff sign-in of /compras, /campanhas) is content: it paints and is usable
   * from the first HTML.
   */
  loadingState: boolean;
}

/** Visible text of pre-rendered markup under this length means a loading state rather than the page's content. */
export const LOADING_STATE_MAX_TEXT = 120;

/**
 * One hint of the module chain: ['modulepreload', url] or ['preload', url] (the manifest, a CORS fetch); ['preload',
 * url, 'style'] would hint a stylesheet (the page's own are inlined and marked, see inlinedStylesheetMarker).
 */
export type Hint = [rel: 'modulepreload' | 'preload', href: string, as?: 'style'];

/**
 * A page's lazily imported chunks that its start needs anyway: Module Federation's loadShare wrappers of the shared
 * singletons (the remote's module imports them before it renders; one more round trip each when not hinted).
 */
const START_ASYNC_CHUNK = /__loadShare__/;

export const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Text as React writes it into markup (text and attribute values alike). */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!,
  );

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Inlines the remotes map into the shell's index.html (saves the /remotes.json round trip). A data block, not a script. */
export function inlineRemotesMap(html: string, remotes: Record<string, string>): string {
  return html.replace(
    '</head>',
    `<script type="application/json" id="funil-remotes">${scriptJson(remotes)}</script></head>`,
  );
}

/** A stylesheet as a <style> element; relative url()s are made absolute against the file's own URL. */
export function inlineStyle(css: string, fileUrl: string): string {
  const body = css
    .replace(/url\((['"]?)(?!data:|https?:|\/\/|#)([^'")]+)\1\)/g, (_match, quote: string, ref: string) => {
      const absolute = fileUrl.startsWith('/')
        ? new URL(ref, `http://same-origin${fileUrl}`).pathname
        : new URL(ref, fileUrl).href;
      return `url(${quote}${absolute}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${escapeAttr(fileUrl)}">${body}</style>`;
}

/**
 * Tells the page's loaders that a stylesheet is already in the page (inlined by inlineStyle): Vite's preload helper and
 * the federation's remoteEntry add a `<link rel="stylesheet">` for each CSS file of a chunk they load unless one with
 * that href is in the document, and wait for it: one more request per file, and a style recalculation of the whole
 * page when it applies (long tasks during the takeover on a slow phone). A disabled stylesheet link is neither
 * fetched nor applied; the inlined <style> stays the one that applies.
 */
export function inlinedStylesheetMarker(fileUrl: string): string {
  return `<link rel="stylesheet" href="${escapeAttr(fileUrl)}" disabled>`;
}

export interface PageSources {
  key: string;
  manifest: RemoteManifest;
  manifestUrl: string;
  expose: string;
  /** dist/prerender/<Expose>.html as fetched from the remote. */
  markup: string;
  /** The page's CSS files (manifest paths) -> their text. */
  css: Record<string, string>;
}

/** Where a remote's pre-rendered markup lives, next to its manifest (a variant's: prerender/<Expose>.<variant>.html). */
export function prerenderUrl(manifestUrl: string, expose: string, variant?: string): string {
  const name = variant ? `${encodeURIComponent(expose)}.${encodeURIComponent(variant)}` : encodeURIComponent(expose);
  return new URL(`prerender/${name}.html`, new URL('./', manifestUrl)).href;
}

/**
 * The expose's synchronous CSS and JS plus the async chunks its start needs (START_ASYNC_CHUNK), as absolute URLs on
 * the remote's origin; null when the manifest lacks it.
 */
export function exposeFiles(
  manifest: RemoteManifest,
  manifestUrl: string,
  expose: string,
): { css: string[]; js: string[]; startAsync: string[] } | null {
  const entry = manifest.exposes?.find((candidate) => candidate.name === expose || candidate.name === `./${expose}`);
  if (!entry) return null;
  const base = new URL('./', manifestUrl);
  return {
    css: entry.assets.css.sync.map((file) => new URL(file, base).href),
    js: entry.assets.js.sync.map((file) => new URL(file, base).href),
    startAsync: (entry.assets.js.async ?? [])
      .filter((file) => START_ASYNC_CHUNK.test(file))
      .map((file) => new URL(file, base).href),
  };
}

/** Everything the composition puts in the page for a remote's pre-rendered route. */
export function buildPrerenderedPage(sources: PageSources): PrerenderedPage | null {
  const files = exposeFiles(sources.manifest, sources.manifestUrl, sources.expose);
  if (!files) return null;
  const base = new URL('./', sources.manifestUrl);
  const entryFile = [sources.manifest.metaData.remoteEntry.path, sources.manifest.metaData.remoteEntry.name]
    .filter(Boolean)
    .join('/');
  const head = files.css.map((url) => {
    const css = sources.css[url];
    return css === undefined ? null : inlineStyle(css, url) + inlinedStylesheetMarker(url);
  });
  if (head.some((style) => style === null)) return null; // unstyled markup would be worse than the shell's loading state
  const preloads: Hint[] = [
    ['preload', sources.manifestUrl],
    ['modulepreload', new URL(entryFile, base).href],
    ...files.js.map((url): Hint => ['modulepreload', url]),
    ...files.startAsync.map((url): Hint => ['modulepreload', url]),
  ];
  const body = sources.markup;
  const text = body
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const controls = /<(?:input|button|select|textarea)\b/i.test(body);
  return {
    key: sources.key,
    head: head.join(''),
    preloads,
    body,
    loadingState: text.length < LOADING_STATE_MAX_TEXT && !controls,
  };
}

/** The label a held submit or call-to-action shows until the live page carries it out (the spec's submitting label). */
export const HELD_LABEL = 'Processando...';

/**
 * The pre-rendered controls are usable from the first paint (nothing is disabled): the visitor types into the markup
 * and the shell adopts it at takeover (shell/src/prerender/prerender-takeover.tsx). Until the shell has taken over (it
 * removes data-prerendered from #root), this script holds what needs the live page:
 * - a submit of a pre-rendered form never falls back to the browser's GET submit (it would put what was typed in the
 *   URL): it is cancelled and the submitter (or the form) marked data-funil-held="submit";
 * - a tap on a call-to-action (a shared-ui CtaButton, `data-cta`) is cancelled and marked data-funil-held="click";
 * - a tap on any other button (the country picker, 'Política de Privacidade') is cancelled and marked
 *   data-funil-held="tap" (the latest one), unless a submit or call-to-action is held.
 * Only the first submit / call-to-action is kept (one submit, never two) and it shows 'Processando...' (aria-busy).
 * The shell carries the held action out once, on the live page, after adopting the fields. Constant text: one CSP hash.
 */
export const TAKEOVER_GUARD_SCRIPT = [
  '(function(){',
  "function pre(t){var r=document.getElementById('root');return r&&r.hasAttribute('data-prerendered')&&t instanceof Node&&r.contains(t);}",
  'function marked(k){return document.querySelector("#root [data-funil-held"+(k?"=\\""+k+"\\"":"")+"]");}',
  'function hold(el,kind){if(marked("submit")||marked("click"))return;',
  'if(kind==="tap"){var t=marked("tap");if(t)t.removeAttribute("data-funil-held");el.setAttribute("data-funil-held","tap");return;}',
  'var o=marked("tap");if(o)o.removeAttribute("data-funil-held");el.setAttribute("data-funil-held",kind);',
  'if(el.tagName==="BUTTON"){el.setAttribute("aria-busy","true");el.textContent=' + JSON.stringify(HELD_LABEL) + ';}}',
  "document.addEventListener('submit',function(e){if(!pre(e.target))return;e.preventDefault();",
  'hold(e.submitter&&e.submitter.tagName==="BUTTON"?e.submitter:e.target,"submit");},true);',
  "document.addEventListener('click',function(e){var b=e.target instanceof Element?e.target.closest('button'):null;",
  'if(!b||!pre(b)||b.type==="submit"&&b.form)return;e.preventDefault();e.stopPropagation();',
  'hold(b,b.hasAttribute("data-cta")?"click":"tap");},true);',
  '})();',
].join('');

/**
 * Starts the shell once the pre-rendered page has painted: reads the route's whole module chain and the entry from the
 * #funil-late-start data block and, once the first contentful paint is recorded (or after 1.5 s, or at once in a hidden
 * tab, which never paints), adds the chain's hints and then the entry script. The hints go in batches of
 * LATE_START_BATCH, one task each (the first in the frame that found the paint, the next ones right after, through
 * setTimeout 0): the requests all start within a few milliseconds, one round of parallel downloads for the whole flat
 * chain, but no task is long. Each new request costs the main thread some time, so the whole chain's hints added at
 * once were one long task, a large share of the landing's Total Blocking Time, and larger batches still made long
 * tasks at times (the figures: docs/performance.md, "the late-start script's hints"). The paint entry is looked for on
 * every animation frame: a 'paint' PerformanceObserver is told as a low-priority task, well after the paint on the
 * mobile profile. Constant text, so its CSP hash is the same on every page.
 */
export const LATE_START_BATCH = 3;
export const LATE_START_SCRIPT = [
  '(function(){',
  "var d=document.getElementById('funil-late-start');if(!d)return;",
  'var c=JSON.parse(d.textContent),p=c.preloads,i=0,started=false;',
  'function hint(h){var l=document.createElement("link");l.rel=h[0];if(h[0]==="preload")l.as=h[2]||"fetch";',
  'l.crossOrigin="anonymous";l.href=h[1];document.head.appendChild(l);}',
  `function batch(){for(var n=0;n<${LATE_START_BATCH}&&i<p.length;n++)hint(p[i++]);if(i<p.length)return setTimeout(batch,0);`,
  'var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=c.entry;document.head.appendChild(s);}',
  'function start(){if(started)return;started=true;batch();}',
  'if(document.visibilityState!=="visible"||typeof requestAnimationFrame!=="function")return start();',
  'function painted(){if(started)return;if(performance.getEntriesByName("first-contentful-paint").length)return start();requestAnimationFrame(painted);}',
  'requestAnimationFrame(painted);',
  'setTimeout(start,1500);',
  '})();',
].join('');

/** A hint as a tag: the manifest as a CORS fetch, CSS as a style preload, module chunks as modulepreload. */
function preloadTag([rel, href, as]: Hint): string {
  return rel === 'preload'
    ? `<link rel="preload" as="${as ?? 'fetch'}" crossorigin href="${escapeAttr(href)}">`
    : `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`;
}

export interface ComposeInput {
  /** The shell's built index.html. */
  html: string;
  remotes: Record<string, string>;
  /** The route's pre-rendered page, or null (unknown path, redirect, remote down or slow): the plain shell page. */
  page: PrerenderedPage | null;
  /** The shell's own stylesheets by href ('/assets/index-x.css' -> text), inlined with a content page. */
  shellCss: Record<string, string>;
}

/**
 * The inline scripts the CSP allows by hash: the shell's own (its index.html, e.g. the theme script) and the ones the
 * composition adds. Never anything inside a remote's markup: a script there is blocked (and reported) like any other.
 */
export function trustedInlineScripts(shellHtml: string, page: PrerenderedPage | null): string[] {
  const scripts = inlineScripts(shellHtml);
  scripts.push(SIGNALS_CATCHER_SCRIPT); // production signals (src/signals/), on every page
  if (page) scripts.push(TAKEOVER_GUARD_SCRIPT);
  if (page && !page.loadingState) scripts.push(LATE_START_SCRIPT);
  return scripts;
}

/** The shell's stylesheet hrefs in its index.html (what composeHtml inlines). */
export function shellStylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g)].map((match) => match[1]!);
}

/**
 * The page for one path: the remotes map inlined, plus the route's pre-rendered page when there is one. With a
 * pre-rendered page the page is on screen without JavaScript, so the JavaScript waits for it: the late-start script
 * hints the whole module chain (the shell's entry and chunks, the remote's manifest, entry and the page's chunks, all
 * computed here) and adds the shell's entry once the first contentful paint has happened. The hints are not in the
 * HTML: there (in <head>, or even after the markup, where the preload scanner finds them at once) the chain's chunks at
 * high priority competed with the HTML for a phone's bandwidth and CPU, and Lighthouse's simulation counts them before
 * the paint (LCP over its budget with them: docs/performance.md). The shell then hydrates the markup
 * (shell/src/main.tsx).
 */
export function composeHtml({ html, remotes, page, shellCss }: ComposeInput): string {
  let out = withSignalsCatcher(inlineRemotesMap(html, remotes));
  if (!page) return out;
  out = out.replace('</head>', `<script>${TAKEOVER_GUARD_SCRIPT}</script></head>`);
  const root = `<div id="root" data-prerendered="${escapeAttr(page.key)}">${page.body}</div>`;
  if (page.loadingState) {
    // Markup that is only a loading state (the page's content comes from data, e.g. the thank-you page's token): the
    // largest paint waits for the JavaScript and the data anyway, so it all starts at once, preloads included.
    const preloads = page.preloads.map(preloadTag).join('');
    out = out.replace('</head>', `${page.head}${preloads}</head>`);
    return out.replace('<div id="root"></div>', root);
  }
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(out);
  if (!entry) return out;
  out = out.replace(entry[0], '');
  // The whole module chain, computed here from the shell's index.html and the remote's manifest: hinted by the
  // late-start script at the first paint, with the entry.
  const preloads: Hint[] = [['modulepreload', entry[1]!]];
  out = out.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(['modulepreload', href]);
    return '';
  });
  preloads.push(...page.preloads);
  const late =
    `<script type="application/json" id="funil-late-start">${scriptJson({ entry: entry[1], preloads })}</script>` +
    `<script>${LATE_START_SCRIPT}</script>`;
  // The shell's own stylesheet inlined too (tokens, base): with the page's, the first paint needs only this HTML.
  out = out.replace(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g, (tag, href: string) => {
    const css = shellCss[href];
    return css === undefined ? tag : inlineStyle(css, href);
  });
  out = out.replace('</head>', `${page.head}</head>`);
  return out.replace('<div id="root"></div>', `${root}${late}`);
}
