// A small static file server (node:http) standing in, locally, for the CDN each remote is uploaded to (and serving
// the bench's static reference page): loopback only, CORS for the Module Federation runtime, correct content types,
// brotli/gzip of text assets (compressed once, kept in memory), the edge's cache policy for hashed assets, and an
// optional SPA fallback to index.html. The shell itself is served by the edge worker (edge/, on workerd).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { cacheControlFor } from '@funil/edge/cache-policy';
import { releasedFile } from './remote/releases.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export interface VirtualFile {
  body: string | Buffer;
  contentType: string;
}

export interface StaticServerOptions {
  /** Folder to serve (a dist/). */
  root: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Serve index.html for unknown paths that look like pages (no file extension, GET/HEAD accepting HTML). */
  spaFallback?: boolean;
  /** Files generated at start time (e.g. /config.json), served before the folder. */
  virtualFiles?: () => Record<string, VirtualFile>;
  /**
   * A remote's releases folder (scripts/remote/releases.ts): `/<build-id>/...` is served from releases/<build-id>/,
   * every released version at once; other paths from `root` as before.
   */
  releases?: string;
}

export interface StaticServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function encodings(req: IncomingMessage): { br: boolean; gzip: boolean } {
  const accept = String(req.headers['accept-encoding'] ?? '');
  return { br: /\bbr\b/.test(accept), gzip: /\bgzip\b/.test(accept) };
}

function compress(raw: Buffer, kind: 'br' | 'gzip'): Buffer {
  return kind === 'br'
    ? brotliCompressSync(raw, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipSync(raw, { level: 9 });
}

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  // path -> (mtime, encodings); compressed bodies are computed once per file version.
  const cache = new Map<string, { mtimeMs: number; encoded: Encoded }>();

  async function load(file: string): Promise<Encoded | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.encoded;
    const encoded: Encoded = { raw: await readFile(file) };
    cache.set(file, { mtimeMs: info.mtimeMs, encoded });
    return encoded;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    contentType: string,
    cacheControl: string,
    encoded?: Encoded,
  ) {
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let payload = body;
    if (COMPRESSIBLE.test(contentType) && body.length > 512) {
      const accepts = encodings(req);
      const target = encoded ?? { raw: body };
      if (accepts.br) {
        target.br ??= compress(body, 'br');
        payload = target.br;
        headers['Content-Encoding'] = 'br';
      } else if (accepts.gzip) {
        target.gzip ??= compress(body, 'gzip');
        payload = target.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(payload.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function notFound(req: IncomingMessage, res: ServerResponse) {
    send(req, res, 404, Buffer.from('Not found'), 'text/plain; charset=utf-8', 'no-store');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      notFound(req, res);
      return;
    }

    const virtual = options.virtualFiles?.()[pathname];
    if (virtual) {
      send(req, res, 200, Buffer.from(virtual.body), virtual.contentType, 'no-cache');
      return;
    }

    const released = options.releases ? releasedFile(options.releases, pathname) : null;
    const base = released?.root ?? root;
    if (released) pathname = released.pathname;
    const file = path.join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file !== base && !file.startsWith(base + path.sep)) {
      notFound(req, res);
      return;
    }
    const ext = path.extname(file).toLowerCase();
    let encoded = await load(file);
    let servedFile = file;
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html') || ext === '';
    if (!encoded && options.spaFallback && !released && ext === '' && wantsHtml) {
      servedFile = path.join(root, 'index.html');
      encoded = await load(servedFile);
    }
    if (!encoded) {
      notFound(req, res);
      return;
    }
    const servedExt = path.extname(servedFile).toLowerCase();
    const contentType = CONTENT_TYPES[servedExt] ?? 'application/octet-stream';
    const relative = path.relative(base, servedFile).split(path.sep).join('/');
    const cacheControl = cacheControlFor(servedExt === '.html' ? 'html' : 'asset', relative);
    send(req, res, 200, encoded.raw, contentType, cacheControl, encoded);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[static-server]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  // Keep-alive sockets would hold close() open.
  server.keepAliveTimeout = 1000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${host}:${port}`,
        port,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
