// The local front end of the edge worker: what Cloudflare's front end does in production, in front of workerd.
// workerd encodes a response body as the worker's Content-Encoding says (br / gzip), and the worker sees an
// Accept-Encoding that the runtime, not the client, chose: a client that sent none (curl without --compressed, an
// uptime monitor, some crawlers) would get brotli. This proxy negotiates with the real client: when the client does
// not accept the body's encoding, it decodes the body and answers it unencoded (Content-Encoding and Content-Length
// dropped); everything else passes through untouched (status, headers, streaming). Like production's routes, a path
// given in `routes` goes to another worker (the class attendance's), every other one to the site's.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The q-value the client's Accept-Encoding gives `coding` (RFC 9110 12.5.3): 0 when not acceptable. */
export function acceptedQuality(acceptEncoding: string | undefined, coding: string): number {
  const wanted = coding.toLowerCase();
  if (wanted === 'identity') return 1;
  if (!acceptEncoding) return 0; // no header: the client gets the identity coding (what production's front end does)
  let star: number | null = null;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const quality = Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
    const token = name.trim().toLowerCase();
    if (token === wanted) return quality;
    if (token === '*') star = quality;
  }
  return star ?? 0;
}

function decoderFor(coding: string): Transform | null {
  switch (coding) {
    case 'br':
      return createBrotliDecompress();
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    default:
      return null;
  }
}

/** The upstream's raw headers minus the ones named (lower case), for writeHead (repeated headers kept). */
function headersWithout(upstream: IncomingMessage, drop: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < upstream.rawHeaders.length; i += 2) {
    const name = upstream.rawHeaders[i]!;
    if (!drop.includes(name.toLowerCase())) out.push(name, upstream.rawHeaders[i + 1]!);
  }
  return out;
}

export interface EncodingProxy {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startEncodingProxy(options: {
  port: number;
  host: string;
  upstream: { host: string; port: number };
  /** Paths (exact, query aside) served by another upstream, as a more specific Workers route on the zone. */
  routes?: { path: string; upstream: { host: string; port: number } }[];
}): Promise<EncodingProxy> {
  const upstreamFor = (url: string | undefined) => {
    const pathname = (url ?? '/').split('?')[0];
    return options.routes?.find((route) => route.path === pathname)?.upstream ?? options.upstream;
  };
  const server = createServer((req, res) => {
    const target = upstreamFor(req.url);
    let answer: IncomingMessage | undefined;
    const upstreamRequest = httpRequest(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        // A connection per request (loopback: a fraction of a millisecond): a kept-alive connection that workerd closes
        // while idle would fail the next request on it with ECONNRESET.
        agent: false,
      },
      (upstream) => {
        answer = upstream;
        // The client went away before the runtime answered (a navigation away, a closed tab): drop the answer.
        if (res.destroyed) {
          upstream.destroy();
          return;
        }
        const status = upstream.statusCode ?? 502;
        const coding = String(upstream.headers['content-encoding'] ?? '')
          .trim()
          .toLowerCase();
        const decode =
          coding !== '' && coding !== 'identity' && acceptedQuality(req.headers['accept-encoding'], coding) === 0;
        const decoder = decode ? decoderFor(coding) : null;
        if (!decoder) {
          res.writeHead(status, upstream.statusMessage, upstream.rawHeaders);
          pipeline(upstream, res, () => undefined);
          return;
        }
        res.writeHead(status, upstream.statusMessage, headersWithout(upstream, ['content-encoding', 'content-length']));
        const bodyless = req.method === 'HEAD' || status === 204 || status === 304;
        if (bodyless) {
          upstream.resume();
          res.end();
          return;
        }
        pipeline(upstream, decoder, res, (error) => {
          if (error) res.destroy(error);
        });
      },
    );
    // A client that goes away mid-answer cancels the runtime's request too.
    res.on('close', () => {
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    upstreamRequest.on('error', (error) => {
      if (res.destroyed) return;
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`edge runtime not reachable: ${error.message}`);
      } else if (!answer?.complete) res.destroy(error); // else the whole answer arrived: let it finish reaching the client
    });
    // The request body is read whole, then sent with the headers in one write. workerd closes the connection of a
    // request whose body is still arriving when the worker answered without reading it (a webhook's 401 for a wrong
    // hottok, a 413): relayed chunk by chunk, the reset lost that answer (a 502, or a failed request for the client).
    // The bodies sent here are small (a postback, a report, a form).
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => upstreamRequest.end(Buffer.concat(body)));
    req.on('error', () => upstreamRequest.destroy());
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host, exclusive: true }, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
