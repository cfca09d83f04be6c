import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedQuality, startEncodingProxy, type EncodingProxy } from './encoding-proxy.ts';

const BODY = '<!doctype html><title>Página</title>'.repeat(50);

describe('acceptedQuality', () => {
  it('reads Accept-Encoding as RFC 9110 says; no header accepts only identity', () => {
    expect(acceptedQuality(undefined, 'br')).toBe(0);
    expect(acceptedQuality('', 'gzip')).toBe(0);
    expect(acceptedQuality('gzip, deflate, br', 'br')).toBe(1);
    expect(acceptedQuality('gzip;q=0.5', 'gzip')).toBe(0.5);
    expect(acceptedQuality('br;q=0, *', 'br')).toBe(0);
    expect(acceptedQuality('*;q=0.1', 'br')).toBe(0.1);
    expect(acceptedQuality('gzip', 'br')).toBe(0);
    expect(acceptedQuality(undefined, 'identity')).toBe(1);
  });
});

/** What workerd does: encodes the body as the worker asked (br), whatever the client sent. */
let upstream: Server;
/** Another worker, routed one path (as the attendance worker is /aula/presenca). */
let routed: Server;
let proxy: EncodingProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const coding = req.url === '/gzip' ? 'gzip' : req.url === '/plain' ? null : 'br';
    const body = coding === 'gzip' ? gzipSync(BODY) : coding === 'br' ? brotliCompressSync(BODY) : Buffer.from(BODY);
    res.writeHead(req.url === '/missing' ? 404 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(coding ? { 'Content-Encoding': coding } : {}),
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
      'Set-Cookie': ['a=1', 'b=2'],
    });
    if (req.url === '/slow') {
      setTimeout(() => {
        if (!res.destroyed) res.end(req.method === 'HEAD' ? undefined : body);
      }, 300);
      return;
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  routed = createServer((req, res) => {
    res.writeHead(204, { 'X-Worker': 'routed', 'X-Seen': `${req.method} ${req.url}` });
    res.end();
  });
  await new Promise<void>((resolve) => routed.listen(0, '127.0.0.1', resolve));
  proxy = await startEncodingProxy({
    port: 0,
    host: '127.0.0.1',
    upstream: { host: '127.0.0.1', port: (upstream.address() as AddressInfo).port },
    routes: [{ path: '/aula/presenca', upstream: { host: '127.0.0.1', port: (routed.address() as AddressInfo).port } }],
  });
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  await new Promise<void>((resolve) => routed.close(() => resolve()));
});

/** A raw request (no automatic decoding): status, headers and the body bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxy.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local front end of workerd', () => {
  it('a client without Accept-Encoding gets the body unencoded (curl without --compressed)', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(BODY);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('a client that accepts the encoding gets it as the runtime encoded it', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(brotliCompressSync(BODY))).toBe(true);
  });

  it('decodes what the client does not accept: br for a gzip-only client, gzip for one that refuses it', async () => {
    const gzipOnly = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.body.toString('utf8')).toBe(BODY);
    const refuses = await get('/gzip', { 'Accept-Encoding': 'gzip;q=0' });
    expect(refuses.body.toString('utf8')).toBe(BODY);
  });

  it('a client that goes away before the answer does not take the front end down', async () => {
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port: proxy.port, path: '/slow' });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await get('/')).body.toString('utf8')).toBe(BODY);
  });

  it("sends a routed path to its own upstream, as a more specific Workers route, and every other path to the site's", async () => {
    const report = await get('/aula/presenca?x=1', {}, 'POST');
    expect(report.status).toBe(204);
    expect(report.headers['x-worker']).toBe('routed');
    expect(report.headers['x-seen']).toBe('POST /aula/presenca?x=1');
    const near = await get('/aula/presenca/outra');
    expect(near.headers['x-worker']).toBeUndefined();
    expect(near.body.toString('utf8')).toBe(BODY);
  });

  it('passes unencoded bodies, other statuses and HEAD through', async () => {
    expect((await get('/plain')).body.toString('utf8')).toBe(BODY);
    const missing = await get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).toBe(BODY);
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});

describe('a request body the worker does not read', () => {
  /**
   * What workerd did to the proxy's relayed requests: the worker answers before reading the body (a webhook's 401 for
   * a wrong hottok), and when the rest of the body has not arrived yet the runtime closes the connection with a reset.
   * This upstream does the same: it answers as soon as it has the headers and resets when the body is incomplete.
   */
  let early: Server;
  let earlyProxy: EncodingProxy;
  const received: number[] = [];

  beforeAll(async () => {
    early = createNetServer((socket) => {
      let seen = Buffer.alloc(0);
      let answered = false;
      socket.on('data', (chunk: Buffer) => {
        seen = Buffer.concat([seen, chunk]);
        const end = seen.indexOf('\r\n\r\n');
        if (answered || end < 0) return;
        answered = true;
        const length = Number(/content-length:\s*(\d+)/i.exec(seen.subarray(0, end).toString('latin1'))?.[1] ?? 0);
        const bodyBytes = seen.length - end - 4;
        received.push(bodyBytes);
        socket.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nContent-Length: 6\r\n\r\nrecusa');
        if (bodyBytes < length) socket.resetAndDestroy();
        else socket.end();
      });
      socket.on('error', () => undefined);
    }) as unknown as Server;
    await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
    earlyProxy = await startEncodingProxy({
      port: 0,
      host: '127.0.0.1',
      upstream: { host: '127.0.0.1', port: (early.address() as AddressInfo).port },
    });
  });

  afterAll(async () => {
    await earlyProxy.close();
    await new Promise<void>((resolve) => early.close(() => resolve()));
  });

  it('reaches the worker whole with its headers, so its early answer reaches the client (a body sent in two parts)', async () => {
    const body = Buffer.from(JSON.stringify({ event: 'PURCHASE_APPROVED', pad: 'x'.repeat(3000) }));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: earlyProxy.port,
          path: '/webhooks/hotmart',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 1000));
      setTimeout(() => req.end(body.subarray(1000)), 50);
    });
    expect(answer).toEqual({ status: 401, text: 'recusa' });
    expect(received).toEqual([body.length]);
  });
});
