/**
 * POST /signals: the page's beacon (catcher-script.ts) and the browser's CSP reports (`report-to` / `report-uri`).
 *
 *   1. same origin only: an Origin or Sec-Fetch-Site of another site -> 403 (a CSP report's page must be this site's);
 *   2. per-client rate limit (rate-limit.ts: a daily-salted hash in memory, never the address) -> 429;
 *   3. the body: at most MAX_BODY_BYTES (checked while reading, whatever Content-Length says) -> 413; JSON -> else
 *      400; the shape of its Content-Type (parse.ts) -> else 400 / 415;
 *   4. what is not the site's is dropped (extensions, other sites' scripts), errors are fingerprinted, and one message
 *      goes on the SIGNALS queue (store.ts) -> 204, no body, no cookie.
 * Nothing of the request is kept: no address, no user agent, no cookie, no query.
 */
import type { EdgeContext } from '../env.ts';
import { parseBeacon, parseCspReports, type Origins, type ParseResult } from './parse.ts';
import { RateLimiter } from './rate-limit.ts';
import { recordSignals, type SignalMessage, type SignalsEnv } from './store.ts';

export const MAX_BODY_BYTES = 16 * 1024;

/** Requests per client and minute unless SIGNALS_RATE_LIMIT says otherwise (wrangler.jsonc). */
export const DEFAULT_RATE_LIMIT = 30;
const limiters = new Map<number, RateLimiter>();

/** One limiter per configured limit, for the isolate's life. */
function limiterFor(raw: string | undefined): RateLimiter {
  const value = Number(raw);
  const limit = raw && Number.isFinite(value) && value >= 1 ? Math.floor(value) : DEFAULT_RATE_LIMIT;
  let limiter = limiters.get(limit);
  if (!limiter) {
    limiter = new RateLimiter({ limit });
    limiters.set(limit, limiter);
  }
  return limiter;
}

export interface SignalsOptions {
  /** remote name -> URL of its mf-manifest.json (the environment's remotes map: whose files are the site's). */
  remotes: Record<string, string>;
  limiter?: RateLimiter;
  fetch?: typeof fetch;
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

/** The body as text, or null when it exceeds `max` bytes (read in chunks; never more than max + one chunk). */
export async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) {
    await request.body?.cancel();
    return null;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
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
  if (!(await (options.limiter ?? limiterFor(env.SIGNALS_RATE_LIMIT)).allow(clientAddress(request)))) {
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
  const parsed: ParseResult = isReport ? parseCspReports(body, origins) : await parseBeacon(body, origins);
  if (!parsed.ok) return answer(parsed.status, parsed.reason);
  if (!parsed.batch.view && parsed.batch.events.length === 0) return answer(204);

  const message: SignalMessage = {
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
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
