/**
 * POST /signals: the page's beacon (catcher-script.ts) and the browser's CSP reports (`report-to` / `report-uri`).
 *
 *   1. same origin only: an Origin or Sec-Fetch-Site of another site -> 403 (a CSP report's page must be this site's);
 *   2. per-client rate limit (rate-limit.ts: the platform's Rate Limiting binding, keyed by a daily HMAC of the
 *      address, never the address) -> 429;
 *   3. the body: at most MAX_BODY_BYTES (checked while reading, whatever Content-Length says) -> 413; JSON -> else
 *      400; the shape of its Content-Type (parse.ts) -> else 400 / 415;
 *   4. a beacon counts only with a view token the edge signed for a page it served, not expired (view-token.ts) ->
 *      else 403; its events are read for the builds in the token (parse.ts); the database records the token's view id
 *      once (public.record_site_signals), so a token used again counts nothing;
 *   5. what is not the site's is dropped (extensions, other sites' scripts, other builds' files), every text is
 *      redacted, errors are fingerprinted, and one message goes on the SIGNALS queue (store.ts) -> 204, no body, no
 *      cookie.
 * Nothing of the request is kept: no address, no user agent, no cookie, no query.
 */
import type { EdgeContext } from '../env.ts';
import { isBeacon, parseBeacon, parseCspReports, type Origins, type ParseResult } from './parse.ts';
import { allowClient } from './rate-limit.ts';
import { recordSignals, type SignalMessage, type SignalsEnv } from './store.ts';
import { verifyViewToken, viewKey } from './view-token.ts';
import { readCapped } from '../read-capped.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export interface SignalsOptions {
  /** Every release the environment's map serves, stable and canary (whose files are the site's, and which build). */
  remotes: Origins['remotes'];
  fetch?: typeof fetch;
  now?: () => number;
}

function answer(status: number, reason?: string): Response {
  return new Response(reason ?? null, {
    status,
    headers: {
      'cache-control': 'no-store',
      ...(reason ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    },
  });
}

/** The address the trusted proxy saw (Cloudflare sets CF-Connecting-IP and overwrites a client's); locally 'local'. */
function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? 'local';
}

function crossSite(request: Request, self: string): boolean {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && origin !== self) return true;
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

export async function handleSignals(
  request: Request,
  env: SignalsEnv,
  ctx: EdgeContext,
  options: SignalsOptions,
): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const self = new URL(request.url).origin;
  if (crossSite(request, self)) {
    await request.body?.cancel();
    return answer(403, 'Origem não aceita.');
  }
  const limiter = env.SIGNALS_RATE_LIMITER;
  if (
    limiter &&
    !(await allowClient(limiter, clientAddress(request), env.SIGNALS_VIEW_KEY ?? env.SIGNALS_SECRET ?? ''))
  ) {
    await request.body?.cancel();
    return answer(429, 'Muitos envios; tente mais tarde.');
  }
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isReport = contentType === 'application/reports+json' || contentType === 'application/csp-report';
  if (!isReport && contentType !== 'application/json' && contentType !== 'text/plain' && contentType !== '') {
    await request.body?.cancel();
    return answer(415, 'Tipo de conteúdo não aceito.');
  }
  const raw = await readCapped(request, MAX_BODY_BYTES);
  if (raw === null) return answer(413, 'Corpo grande demais.');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return answer(400, 'JSON inválido.');
  }
  const origins: Origins = { self, remotes: options.remotes };
  let parsed: ParseResult;
  let viewId: string | undefined;
  if (isReport) {
    parsed = parseCspReports(body, origins);
  } else {
    if (!isBeacon(body)) return answer(400, 'Formato desconhecido.');
    const key = viewKey(env.SIGNALS_VIEW_KEY);
    const claims = key ? await verifyViewToken(key, body.token, (options.now ?? Date.now)()) : null;
    if (!claims) return answer(403, 'Visualização não reconhecida.');
    viewId = claims.viewId;
    parsed = await parseBeacon(body, origins, claims);
  }
  if (!parsed.ok) return answer(parsed.status, parsed.reason);
  if (!parsed.batch.view && parsed.batch.events.length === 0) return answer(204);

  const message: SignalMessage = {
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
    ...(viewId ? { view_id: viewId } : {}),
    view: parsed.batch.view,
    events: parsed.batch.events,
  };
  if (env.SIGNALS) {
    try {
      await env.SIGNALS.send(message, { contentType: 'json' });
    } catch (error) {
      console.error(`[signals] queue unavailable: ${(error as Error).message}`);
      return answer(503, 'Indisponível.');
    }
  } else {
    ctx.waitUntil(
      recordSignals([message], env, options.fetch).catch((error: unknown) =>
        console.error(`[signals] not recorded: ${(error as Error).message}`),
      ),
    );
  }
  return answer(204);
}
