// The fetch handler: Request -> Response with fetch, Request, Response, URL, streams, Web Crypto and the Cache API
// only. Routes (src/router.ts), composes (src/compose.ts), applies the header and cache policies.
import { cacheControlFor, type ServedKind } from './cache-policy.ts';
import { composeHtml, shellStylesheets, trustedInlineScripts } from './compose.ts';
import {
  parseRemotesMap,
  remoteOrigins,
  remoteTiming,
  REMOTES_MAP_KEY,
  type EdgeContext,
  type EdgeEnv,
  type RemotesMap,
} from './env.ts';
import { handleOneClickUnsubscribe } from './email/one-click.ts';
import { withPageMeta } from './page-meta.ts';
import { remotePageForPath } from './page-routes.ts';
import { remotesForVisitor, withVisitorHeaders } from './remotes-map/visitor-remotes.ts';
import { inlinePublicContent, loadPublicContent, publicContentTiming } from './public-content.ts';
import type { CacheLike } from './remote-cache.ts';
import { loadPrerenderedPage } from './remote-pages.ts';
import { routeRequest, WEBHOOKS, type WebhookHandler } from './router.ts';
import { baseSecurityHeaders, htmlSecurityHeaders, scriptHash } from './security-headers.ts';
import { handleSignals } from './signals/endpoint.ts';
import { servedBuilds, shellBuildOf, signViewToken, viewKey, withViewToken } from './signals/view-token.ts';
import { CANARIES_KEY, parseCanaries } from './remotes-map/canary.ts';
import { CLASS_PAGE_EXPOSE, classPageVariant } from './class-page.ts';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const REMOTE_CACHE_NAME = 'funil-remotes';

export interface HandlerOptions {
  webhooks?: Readonly<Record<string, WebhookHandler>>;
  /** The Cache API store for remote files (default caches.open('funil-remotes'); null: no cache). */
  openCache?: () => Promise<CacheLike | null>;
  fetch?: typeof fetch;
}

const isProduction = (env: EdgeEnv) => env.ENVIRONMENT === 'production';

async function defaultCache(): Promise<CacheLike | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(REMOTE_CACHE_NAME);
  } catch {
    return null;
  }
}

/** Compression as the runtime provides it: the header asks, the runtime (workerd's automatic body encoding) encodes. */
function encodingFor(request: Request, contentType: string): string | null {
  if (!COMPRESSIBLE.test(contentType)) return null;
  const accept = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : null;
}

async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  return `"${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

/**
 * A generated text response (HTML, runtime JSON): HEAD without a body; ETag + 304 on a matching If-None-Match, except
 * for a page that carries its view token (`perView`): each page view is a new token, so a page is sent whole every
 * time (a 304 would keep the browser's copy, whose token its earlier view has used: that view would not count).
 */
async function textResponse(
  request: Request,
  body: string,
  contentType: string,
  kind: ServedKind,
  headers: Record<string, string>,
  perView = false,
): Promise<Response> {
  const all = new Headers({
    ...headers,
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(kind),
    Vary: 'Accept-Encoding',
  });
  if (!perView) {
    const etag = await etagOf(body);
    all.set('ETag', etag);
    const matches = (request.headers.get('if-none-match') ?? '')
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag);
    if (matches) return new Response(null, { status: 304, headers: all });
  }
  const encoding = encodingFor(request, contentType);
  if (encoding) all.set('Content-Encoding', encoding);
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: all });
}

function plain(status: number, text: string, production: boolean, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      ...baseSecurityHeaders(production),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': cacheControlFor('error'),
      ...extra,
    },
  });
}

async function readRemotes(env: EdgeEnv): Promise<RemotesMap> {
  try {
    return parseRemotesMap(await env.REMOTES.get(REMOTES_MAP_KEY));
  } catch (error) {
    console.warn(`[edge] remotes map unreadable (${(error as Error).message}): serving without remotes`);
    return {};
  }
}

/** Every release the map serves (each remote's stable and canary): whose files a signal may come from. */
async function readServedReleases(env: EdgeEnv): Promise<{ name: string; manifest: string }[]> {
  const [stable, canaries] = await Promise.all([readRemotes(env), env.REMOTES.get(CANARIES_KEY).catch(() => null)]);
  return [
    ...Object.entries(stable).map(([name, manifest]) => ({ name, manifest })),
    ...Object.entries(parseCanaries(canaries)).map(([name, canary]) => ({ name, manifest: canary.url })),
  ];
}

async function serveAsset(request: Request, env: EdgeEnv, pathname: string): Promise<Response> {
  const production = isProduction(env);
  const asset = await env.ASSETS.fetch(new Request(request.url, { method: request.method, headers: request.headers }));
  if (asset.status === 404) return plain(404, 'Not found', production);
  const headers = new Headers(asset.headers);
  for (const [name, value] of Object.entries(baseSecurityHeaders(production))) headers.set(name, value);
  if (asset.status === 200) {
    headers.set('Cache-Control', cacheControlFor('asset', pathname));
    // Public files without credentials: any origin may load them (module scripts are fetched in CORS mode).
    headers.set('Access-Control-Allow-Origin', '*');
    const encoding = headers.has('Content-Encoding') ? null : encodingFor(request, headers.get('Content-Type') ?? '');
    if (encoding) {
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      headers.append('Vary', 'Accept-Encoding');
    }
  }
  return new Response(request.method === 'HEAD' ? null : asset.body, { status: asset.status, headers });
}

async function servePage(
  request: Request,
  env: EdgeEnv,
  ctx: EdgeContext,
  url: URL,
  options: HandlerOptions,
): Promise<Response> {
  const production = isProduction(env);
  const index = await env.ASSETS.fetch(new Request(new URL('/', url)));
  if (!index.ok)
    return plain(503, 'O site está sendo atualizado. Tente novamente em instantes.', production, {
      'Retry-After': '5',
    });
  const cache = await (options.openCache ?? defaultCache)();
  const ref = remotePageForPath(url.pathname);
  // The public content (route table, current launch, lessons) for the page's data block, read alongside the remote.
  const publicContent = loadPublicContent({
    remote: ref?.remote ?? null,
    supabaseUrl: env.SUPABASE_URL,
    anonKey: env.SUPABASE_ANON_KEY,
    cache,
    timing: publicContentTiming(env),
    waitUntil: (promise) => ctx.waitUntil(promise),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // The visitor's map: the stable one, or a remote's canary for a visitor in its share (src/remotes-map/).
  const [html, visitor] = await Promise.all([
    index.text(),
    remotesForVisitor(
      request,
      env,
      () => readRemotes(env),
      (promise) => ctx.waitUntil(promise),
    ),
  ]);
  const remotes = visitor.remotes;
  const timing = remoteTiming(env);
  // The class page's markup is the class of the link's (src/class-page.ts), from the public content read above.
  const variant = ref?.expose === CLASS_PAGE_EXPOSE ? classPageVariant(url, await publicContent, new Date()) : null;
  const page = ref
    ? await loadPrerenderedPage(
        ref,
        remotes,
        {
          cache,
          ttlSeconds: timing.ttlSeconds,
          staleSeconds: timing.staleSeconds,
          timeoutMs: timing.timeoutMs,
          signal: AbortSignal.timeout(timing.timeoutMs),
          waitUntil: (promise) => ctx.waitUntil(promise),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        },
        variant,
      ).catch((error: unknown) => {
        console.warn(`[edge] ${ref.remote}/${ref.expose}: served without pre-rendering (${(error as Error).message})`);
        return null;
      })
    : null;
  const shellCss: Record<string, string> = {};
  if (page && !page.loadingState) {
    await Promise.all(
      shellStylesheets(html).map(async (href) => {
        const response = await env.ASSETS.fetch(new Request(new URL(href, url)));
        if (response.ok) shellCss[href] = await response.text();
        else await response.body?.cancel();
      }),
    );
  }
  const body = inlinePublicContent(
    composeHtml({ html: withPageMeta(html, url.pathname), remotes, page, shellCss }),
    await publicContent,
  );
  const headers = htmlSecurityHeaders({
    remoteOrigins: remoteOrigins(remotes),
    supabaseUrl: env.SUPABASE_URL,
    scriptHashes: [...new Set(await Promise.all(trustedInlineScripts(html, page).map(scriptHash)))],
    production,
  });
  // The view token of this page view (src/signals/view-token.ts): the builds this visitor's map serves, signed.
  const key = viewKey(env.SIGNALS_VIEW_KEY);
  const sent = key ? withViewToken(body, await signViewToken(key, servedBuilds(remotes, shellBuildOf(html)))) : body;
  return withVisitorHeaders(
    await textResponse(request, sent, 'text/html; charset=utf-8', 'html', headers, key !== null),
    visitor,
  );
}

export async function handleRequest(
  request: Request,
  env: EdgeEnv,
  ctx: EdgeContext,
  options: HandlerOptions = {},
): Promise<Response> {
  const url = new URL(request.url);
  const production = isProduction(env);
  const route = routeRequest(request.method, url.pathname, options.webhooks ?? WEBHOOKS);
  switch (route.kind) {
    case 'webhook': {
      const response = await route.handler(request, env);
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(baseSecurityHeaders(production)))
        if (!headers.has(name)) headers.set(name, value);
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', cacheControlFor('error'));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    case 'signals': {
      const response = await handleSignals(request, env, ctx, {
        remotes: await readServedReleases(env),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(baseSecurityHeaders(production))) headers.set(name, value);
      return new Response(response.body, { status: response.status, headers });
    }
    case 'one-click-unsubscribe': {
      const response = await handleOneClickUnsubscribe(request, env, options.fetch);
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(baseSecurityHeaders(production)))
        if (!headers.has(name)) headers.set(name, value);
      return new Response(request.method === 'HEAD' ? null : response.body, { status: response.status, headers });
    }
    case 'method-not-allowed':
      return plain(405, 'Method not allowed', production, { Allow: route.allow });
    case 'not-found':
      return plain(404, 'Not found', production);
    case 'config': {
      const config = { supabaseUrl: env.SUPABASE_URL, supabaseAnonKey: env.SUPABASE_ANON_KEY };
      return textResponse(
        request,
        JSON.stringify(config, null, 2),
        'application/json; charset=utf-8',
        'runtime-json',
        baseSecurityHeaders(production),
      );
    }
    case 'remotes-map': {
      const visitor = await remotesForVisitor(request, env, () => readRemotes(env));
      return withVisitorHeaders(
        await textResponse(
          request,
          JSON.stringify(visitor.remotes, null, 2),
          'application/json; charset=utf-8',
          'runtime-json',
          baseSecurityHeaders(production),
        ),
        visitor,
      );
    }
    case 'asset':
      return serveAsset(request, env, url.pathname);
    case 'page':
      return servePage(request, env, ctx, url, options);
  }
}
