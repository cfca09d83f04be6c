// The composed site, served like independent deployments: the shell and each remote from its own port
// (remotes on PORT+1..PORT+4: funnel, lessons, sales, dashboards), each from its built dist/, with /config.json and
// /remotes.json generated at start time. Builds what is missing or older than its sources first.
//
//   import { startSite } from './site.ts';
//   const site = await startSite({ supabaseUrl, anonKey, port: 4173 });
//   console.log(site.url); ... await site.stop();
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStaticServer, type StaticServer, type VirtualFile } from './static-server.ts';
import { COMPONENT_REGISTRY } from '../shell/src/remotes/registry.ts';
import { STATIC_ROUTES } from '../shell/src/routing/static-routes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export const REMOTE_APPS = [
  { name: 'mfe_funnel', folder: 'mfe-funnel', offset: 1 },
  { name: 'mfe_lessons', folder: 'mfe-lessons', offset: 2 },
  { name: 'mfe_sales', folder: 'mfe-sales', offset: 3 },
  { name: 'mfe_dashboards', folder: 'mfe-dashboards', offset: 4 },
] as const;

export type RemoteAppName = (typeof REMOTE_APPS)[number]['name'];

const APP_FOLDERS = ['shell', ...REMOTE_APPS.map((remote) => remote.folder)];
/** Sources every app bundles besides its own folder. */
const SHARED_INPUTS = ['shared-ui/src', 'data-client/src', 'build-config'];
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', '.__mf__temp', 'storybook-static', 'coverage']);

export interface StartSiteOptions {
  supabaseUrl: string;
  anonKey: string;
  /** The shell's port; the remotes use the next four. */
  port?: number;
  host?: string;
  /** Build before serving when a dist/ is missing or older than its sources (default true). */
  build?: boolean;
  /** Progress lines (default: console.log with a prefix). */
  log?: (line: string) => void;
}

export interface RemoteServerHandle {
  name: RemoteAppName;
  url: string;
  manifestUrl: string;
  port: number;
  /** Stops this remote's server only (the rest of the site keeps running). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  readonly running: boolean;
}

export interface Site {
  /** The shell, e.g. http://127.0.0.1:4173/ */
  url: string;
  port: number;
  remotes: Record<RemoteAppName, RemoteServerHandle>;
  stop(): Promise<void>;
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Folders whose dist/ is missing or older than their sources (own folder + shared-ui, data-client, build-config). */
export function staleApps(): string[] {
  const shared = Math.max(...SHARED_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  return APP_FOLDERS.filter((folder) => {
    const built = path.join(ROOT, folder, 'dist', 'index.html');
    if (!existsSync(built)) return true;
    const sources = Math.max(
      shared,
      ...['src', 'index.html', 'vite.config.ts', 'package.json', 'public'].map((input) => newestMtime(path.join(ROOT, folder, input))),
    );
    return sources > statSync(built).mtimeMs;
  });
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

function lockOwnerAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // just created, pid not written yet
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One build at a time across processes (e2e runs and `npm start` may start together). */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(ROOT, 'node_modules', '.cache', 'funil-site-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // A lock whose process is gone (killed mid-build), or older than 15 minutes, belongs to a process that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 15 * 60_000 || !lockOwnerAlive(lock)) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* removed meanwhile */
      }
      await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the shell and the remotes whose dist/ is stale, one after the other (2-core machines). */
export async function buildSite(log: (line: string) => void = console.log, force = false): Promise<string[]> {
  return withBuildLock(async () => {
    const todo = force ? APP_FOLDERS : staleApps();
    for (const folder of todo) {
      const started = Date.now();
      log(`building ${folder}...`);
      const vite = path.join(ROOT, folder, 'node_modules', 'vite', 'bin', 'vite.js');
      await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], path.join(ROOT, folder));
      log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return todo;
  });
}

function json(value: unknown): VirtualFile {
  return { body: JSON.stringify(value, null, 2), contentType: 'application/json; charset=utf-8' };
}

/** Inlines the remotes map into the shell's index.html (saves the /remotes.json round trip). */
function inlineRemotes(html: string, remotesJson: Record<string, string>): string {
  const payload = JSON.stringify(remotesJson).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="funil-remotes">${payload}</script></head>`);
}

interface ExposeAssets {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

interface PrerenderedPage {
  mtimeMs: number;
  /** The page's stylesheets (render-blocking: the markup must paint styled). */
  head: string;
  /** [rel, href] of the remote's manifest (fetch) and the page's module chunks. */
  preloads: [string, string][];
  body: string;
  /** The markup has almost no text (a 'Carregando...' state): its content needs the JavaScript and data anyway. */
  loadingState: boolean;
}

/** Visible text of pre-rendered markup under this length means a loading state rather than the page's content. */
const LOADING_STATE_MAX_TEXT = 120;

/** A stylesheet as a <style> element; relative url()s are made absolute against the file's own URL. */
function inlineStyle(file: string, fileUrl: string): string {
  const css = readFileSync(file, 'utf8')
    .replace(/url\((['"]?)(?!data:|https?:|\/\/|#)([^'")]+)\1\)/g, (_match, quote: string, ref: string) => {
      const absolute = fileUrl.startsWith('/') ? new URL(ref, `http://same-origin${fileUrl}`).pathname : new URL(ref, fileUrl).href;
      return `url(${quote}${absolute}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${escapeAttr(fileUrl)}">${css}</style>`;
}

/**
 * The pre-rendered controls wait for the live page: buttons, selects, checkboxes disabled, text fields read-only (they
 * look the same and can be focused). Typing or clicking into markup the shell is about to replace would be lost;
 * this way nothing is, and automated browsers (Playwright's actionability checks) wait for the live controls.
 */
function inertControls(markup: string): string {
  return markup
    .replace(/<(button|select)\b/g, '<$1 disabled')
    .replace(/<textarea\b/g, '<textarea readonly')
    .replace(/<input\b([^>]*)>/g, (_tag, attrs: string) => {
      const type = /\btype="([^"]*)"/.exec(attrs)?.[1] ?? 'text';
      const toggle = ['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image', 'range', 'color'].includes(type);
      return `<input ${toggle ? 'disabled' : 'readonly'}${attrs}>`;
    });
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What the server adds to the shell's index.html for a path the static route table maps to a remote page: the
 * page's markup pre-rendered at build time (dist/prerender/<Expose>.html, see build-config/prerender-plugin.ts)
 * inside #root, the page's CSS (so that markup paints styled), and preloads of the remote's manifest, entry and the
 * page's chunks (from its mf-manifest.json), so the Module Federation runtime finds them in the cache instead of
 * discovering them one round trip after another. Nothing for unknown paths, redirects or a remote that is down
 * (the shell then renders as before). Read once per remote build (mf-manifest.json mtime).
 */
function routeHtmlInjector(remotes: () => Record<RemoteAppName, RemoteServerHandle>) {
  const cache = new Map<string, PrerenderedPage | null>();
  return (pathname: string): (PrerenderedPage & { key: string }) | null => {
    const route = STATIC_ROUTES.find((candidate) => candidate.path === pathname.replace(/(.)\/$/, '$1'));
    const ref = route ? COMPONENT_REGISTRY[route.component] : undefined;
    if (!ref) return null;
    const handle = remotes()[ref.remote];
    const app = REMOTE_APPS.find((remote) => remote.name === ref.remote);
    if (!handle?.running || !app) return null;
    const dist = path.join(ROOT, app.folder, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const key = `${ref.remote}/${ref.expose}`;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(manifestFile).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(key);
    if (cached !== undefined && (cached === null || cached.mtimeMs === mtimeMs)) return cached && { ...cached, key };
    let entry: PrerenderedPage | null = null;
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        metaData: { remoteEntry: { name: string; path?: string } };
        exposes: ExposeAssets[];
      };
      const expose = manifest.exposes.find((candidate) => candidate.name === ref.expose);
      const markupFile = path.join(dist, 'prerender', `${ref.expose}.html`);
      if (expose && existsSync(markupFile)) {
        const base = new URL('./', handle.manifestUrl);
        const url = (file: string) => escapeAttr(new URL(file, base).href);
        const entryFile = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
        // Inlined: the markup paints with the HTML alone (no stylesheet round trip to a second origin). The Module
        // Federation runtime still adds the same files as <link>s when the page's module loads (same rules, no change).
        const head = expose.assets.css.sync.map((file) => inlineStyle(path.join(dist, file), new URL(file, base).href)).join('');
        const preloads: [string, string][] = [
          ['preload', handle.manifestUrl],
          ['modulepreload', url(entryFile)],
          ...expose.assets.js.sync.map((file): [string, string] => ['modulepreload', url(file)]),
        ];
        const body = inertControls(readFileSync(markupFile, 'utf8'));
        const text = body.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
        entry = { mtimeMs, head, preloads, body, loadingState: text.length < LOADING_STATE_MAX_TEXT };
      }
    } catch (error) {
      console.warn(`[site] ${key}: no pre-rendered page (${(error as Error).message})`);
    }
    cache.set(key, entry);
    return entry && { ...entry, key };
  };
}

/**
 * The shell's index.html for one path: the remotes map inlined, plus the route's pre-rendered page when there is one.
 * With a pre-rendered page the page is on screen without JavaScript, so the JavaScript waits for it: the shell's
 * entry script and every modulepreload (the shell's own and the route page's chunks, remote entry and manifest) are
 * added by a tiny inline script once the first contentful paint has happened (or after 1.5 s / at once in a hidden
 * tab, which never paints). Fetched and compiled before the first paint, the ~40 module chunks delayed that paint by
 * up to 2 s on a loaded mobile CPU; after it, they load in parallel (the preloads) and the shell renders the live page
 * over the markup (shell/src/main.tsx).
 */
function shellHtml(html: string, pathname: string, remotesJson: Record<string, string>, inject: ReturnType<typeof routeHtmlInjector>): string {
  let out = inlineRemotes(html, remotesJson);
  const page = inject(pathname);
  if (!page) return out;
  // Until the shell has taken over (it removes data-prerendered), a submit of the pre-rendered form must not fall
  // back to the browser's GET submit (it would put what was typed in the URL): it waits for the live page.
  const guard =
    `<script>document.addEventListener('submit',function(e){var r=document.getElementById('root');` +
    `if(r&&r.hasAttribute('data-prerendered'))e.preventDefault();},true);</script>`;
  out = out.replace('</head>', `${guard}</head>`);
  if (page.loadingState) {
    // Markup that is only a loading state (the page's content comes from data, e.g. the thank-you page's token): the
    // largest paint waits for the JavaScript and the data anyway, so it all starts at once, preloads included.
    const preloads = page.preloads
      .map(([rel, href]) => (rel === 'preload' ? `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(href)}">` : `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`))
      .join('');
    out = out.replace('</head>', `${page.head}${preloads}</head>`);
    return out.replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttr(page.key)}">${page.body}</div>`);
  }
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(out);
  if (!entry) return out;
  out = out.replace(entry[0], '');
  const preloads: [string, string][] = [];
  out = out.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(['modulepreload', href]);
    return '';
  });
  preloads.push(...page.preloads);
  const data = JSON.stringify({ entry: entry[1], preloads }).replace(/</g, '\\u003c');
  const late = `<script>(${startAfterFirstPaint.toString()})(${data});</script>`;
  // The shell's own stylesheet inlined too (tokens, base): with the page's, the first paint needs only this HTML.
  out = out.replace(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g, (tag, href: string) => {
    const file = path.join(ROOT, 'shell', 'dist', href);
    return existsSync(file) ? inlineStyle(file, href) : tag;
  });
  out = out.replace('</head>', `${page.head}</head>`);
  return out.replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttr(page.key)}">${page.body}</div>${late}`);
}

/** Runs in the page (serialised into the HTML): loads the shell once the pre-rendered page has painted. */
function startAfterFirstPaint(config: { entry: string; preloads: [string, string][] }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const [rel, href] of config.preloads) {
      const link = document.createElement('link');
      link.rel = rel;
      if (rel === 'preload') link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = config.entry;
    document.head.appendChild(script);
  };
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined') return start();
  try {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  setTimeout(start, 1500);
}

export async function startSite(options: StartSiteOptions): Promise<Site> {
  const { supabaseUrl, anonKey, port = 4173, host = '127.0.0.1' } = options;
  const log = options.log ?? ((line: string) => console.log(`[site] ${line}`));
  if (options.build !== false) await buildSite(log);

  const config = { supabaseUrl, supabaseAnonKey: anonKey };
  const remotesJson = Object.fromEntries(
    REMOTE_APPS.map((remote) => [remote.name, `http://${host}:${port + remote.offset}/mf-manifest.json`]),
  ) as Record<RemoteAppName, string>;
  const configFile = () => ({ '/config.json': json(config) });

  const started: StaticServer[] = [];
  const remotes = {} as Record<RemoteAppName, RemoteServerHandle>;
  const inject = routeHtmlInjector(() => remotes);
  try {
    for (const remote of REMOTE_APPS) {
      const remotePort = port + remote.offset;
      let server: StaticServer | null = null;
      const startRemote = async () => {
        if (server) return;
        server = await startStaticServer({
          root: path.join(ROOT, remote.folder, 'dist'),
          port: remotePort,
          host,
          spaFallback: true, // the remote's standalone app
          virtualFiles: configFile,
        });
      };
      await startRemote();
      started.push(server!);
      remotes[remote.name] = {
        name: remote.name,
        url: `http://${host}:${remotePort}/`,
        manifestUrl: remotesJson[remote.name],
        port: remotePort,
        start: startRemote,
        stop: async () => {
          const current = server;
          server = null;
          await current?.close();
        },
        get running() {
          return server !== null;
        },
      };
    }
    const shell = await startStaticServer({
      root: path.join(ROOT, 'shell', 'dist'),
      port,
      host,
      spaFallback: true,
      virtualFiles: () => ({ ...configFile(), '/remotes.json': json(remotesJson) }),
      transformIndexHtml: (html, pathname) => shellHtml(html, pathname, remotesJson, inject),
    });
    return {
      url: `${shell.url}/`,
      port: shell.port,
      remotes,
      stop: async () => {
        await Promise.all([shell.close(), ...Object.values(remotes).map((remote) => remote.stop())]);
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    throw error;
  }
}
