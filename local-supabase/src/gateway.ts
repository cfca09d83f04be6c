// The one origin supabase-js talks to (like Supabase's API gateway): /rest/v1/* proxied to PostgREST with the
// prefix stripped, /auth/v1/* answered by the auth endpoint, CORS for the site's own origins only, API-key check
// like hosted. It is the trusted proxy: the caller's address it passes on is the socket's peer, never a header the
// caller sent.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type pg from 'pg';
import { createAuthHandler, type AuthLimits } from './auth.ts';
import { LocalSupabaseError } from './errors.ts';

const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Profile',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'X-Total-Count',
  'X-Supabase-Api-Version',
].join(', ');

/** Address headers a caller could forge; the gateway sets its own X-Forwarded-For and X-Real-IP instead. */
const CLIENT_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'forwarded',
];

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

export interface GatewayOptions {
  port: number;
  postgrestPort: number;
  pool: pg.Pool;
  /** Keys accepted in `apikey` (the anon and service-role JWTs). */
  apiKeys: string[];
  url: string;
  /** The stack's JWT secret (the auth endpoint signs access tokens with it). */
  jwtSecret: string;
  /** Exact browser origins allowed; undefined: any loopback origin (http://127.0.0.1:*, http://localhost:*, http://[::1]:*). */
  corsOrigins?: readonly string[] | undefined;
  /** Auth throttling (tests lower them); see auth.ts. */
  authLimits?: AuthLimits;
}

/** Requests the gateway passed to PostgREST (/rest/v1) since it started: the database API's load, read by the bench. */
export interface RestRequestCounts {
  /** Every /rest/v1 request (preflights not counted: they never reach PostgREST). */
  total: number;
  /** The ones a browser page sent (they carry an Origin header: the site's origin is not the API's). */
  fromPages: number;
  /** Per table / function: 'GET routes', 'POST rpc/register_lead', ... */
  byTarget: Record<string, number>;
}

export interface Gateway {
  close(): Promise<void>;
  restRequests(): RestRequestCounts;
}

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

/** True when a browser page of this origin may read the API's answers. */
export function isAllowedOrigin(origin: string, allowed: readonly string[] | undefined): boolean {
  if (allowed === undefined) return LOOPBACK_ORIGIN.test(origin);
  return allowed.includes(origin);
}

/** CORS headers for an allowed origin; none at all for another one (the browser then keeps the answer from it). */
function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[] | undefined): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !isAllowedOrigin(origin, allowed)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  return true;
}

function preflight(req: IncomingMessage, res: ServerResponse, allowed: readonly string[] | undefined): void {
  if (!applyCors(req, res, allowed)) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Origin not allowed');
    return;
  }
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader(
    'Access-Control-Allow-Headers',
    requested ??
      'authorization, apikey, content-type, content-profile, accept-profile, prefer, range, x-client-info, x-supabase-api-version',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204);
  res.end();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

// Kept-alive connections to PostgREST, at most 32 at once: a burst of browsers queues here instead of opening
// hundreds of sockets to a server that only has 10 database connections anyway.
const postgrestAgent = new Agent({ keepAlive: true, maxSockets: 32 });

function proxyToPostgrest(req: IncomingMessage, res: ServerResponse, postgrestPort: number, path: string): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers[name] = value;
  }
  // The caller's address as the trusted proxy saw it (SQL reads it from request.headers, private.request_ip()):
  // whatever address headers the caller sent are dropped, X-Forwarded-For is replaced by the socket's peer.
  for (const name of CLIENT_ADDRESS_HEADERS) delete headers[name];
  const ip = clientIp(req);
  headers['x-forwarded-for'] = ip;
  headers['x-real-ip'] = ip;
  headers['x-forwarded-proto'] = 'http';
  if (!headers.authorization && typeof req.headers.apikey === 'string')
    headers.authorization = `Bearer ${req.headers.apikey}`;

  const upstream = httpRequest(
    { host: '127.0.0.1', port: postgrestPort, method: req.method, path: path || '/', headers, agent: postgrestAgent },
    (response) => {
      const outHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('access-control-')) continue;
        outHeaders[name] = value;
      }
      res.writeHead(response.statusCode ?? 502, outHeaders);
      response.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    // Not 503: supabase-js retries GET/HEAD on 503, which would hide a real failure behind slow retries.
    if (!res.headersSent) sendJson(res, 502, { message: `PostgREST is not reachable: ${error.message}` });
    else res.destroy(error);
  });
  req.pipe(upstream);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const handleAuth = createAuthHandler({
    pool: options.pool,
    url: options.url,
    jwtSecret: options.jwtSecret,
    ...(options.authLimits ? { limits: options.authLimits } : {}),
  });
  const accepted = new Set(options.apiKeys);
  const counts: RestRequestCounts = { total: 0, fromPages: 0, byTarget: {} };
  const countRest = (req: IncomingMessage, pathname: string) => {
    counts.total += 1;
    if (typeof req.headers.origin === 'string') counts.fromPages += 1;
    const target = `${req.method ?? 'GET'} ${pathname.slice('/rest/v1/'.length) || '/'}`;
    counts.byTarget[target] = (counts.byTarget[target] ?? 0) + 1;
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') return preflight(req, res, options.corsOrigins);
    applyCors(req, res, options.corsOrigins);

    const isRest = url.pathname === '/rest/v1' || url.pathname.startsWith('/rest/v1/');
    const isAuth = url.pathname === '/auth/v1' || url.pathname.startsWith('/auth/v1/');
    if (!isRest && !isAuth) return sendJson(res, 404, { message: 'no Route matched with those values' });

    const authPath = isAuth ? url.pathname.slice('/auth/v1'.length) || '/' : '';
    const open = isAuth && (authPath === '/health' || authPath === '/settings');
    if (!open) {
      const headerKey = req.headers.apikey;
      const apiKey = (typeof headerKey === 'string' ? headerKey : undefined) ?? url.searchParams.get('apikey');
      if (!apiKey) return sendJson(res, 401, { message: 'No API key found in request' });
      if (!accepted.has(apiKey)) return sendJson(res, 401, { message: 'Invalid API key' });
    }

    if (isRest) {
      countRest(req, url.pathname);
      let rest = (req.url ?? '/').slice('/rest/v1'.length);
      if (url.searchParams.has('apikey')) {
        // The key is the gateway's business; PostgREST would read it as a column filter.
        url.searchParams.delete('apikey');
        const query = url.searchParams.toString();
        rest = `${url.pathname.slice('/rest/v1'.length)}${query ? `?${query}` : ''}`;
      }
      return proxyToPostgrest(req, res, options.postgrestPort, rest.startsWith('/') ? rest : `/${rest}`);
    }
    handleAuth(req, res, authPath, url.searchParams, clientIp(req)).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', msg: (error as Error).message });
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LocalSupabaseError(`Port ${options.port} (local Supabase gateway) is already in use on 127.0.0.1.`)
          : error,
      );
    });
    server.listen({ port: options.port, host: '127.0.0.1', exclusive: true }, () => resolve());
  });

  return {
    restRequests: () => ({ ...counts, byTarget: { ...counts.byTarget } }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
