// HTTP plumbing of the GoTrue subset: the error type every module throws, GoTrue's response and error bodies, and
// the request body reader (JSON or form-encoded, 1 MB at most).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_VERSION = '2024-01-01';
const MAX_BODY_BYTES = 1_000_000;

/** An answer GoTrue gives as an error: HTTP status, GoTrue's error code and message. */
export class AuthHttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Minimal view of a response: what send() uses (a real ServerResponse, or a fake in tests). */
export type ResponseSink = Pick<ServerResponse, 'setHeader' | 'writeHead' | 'end'>;

export function send(res: ResponseSink, status: number, body?: unknown): void {
  res.setHeader('X-Supabase-Api-Version', API_VERSION);
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/**
 * GoTrue's error body. `code`/`msg` are what supabase-js reads (it sends X-Supabase-Api-Version 2024-01-01);
 * `error_code`, and for the token endpoint the OAuth `error`/`error_description` pair, serve older clients.
 */
export function sendError(res: ResponseSink, error: AuthHttpError, oauth: boolean): void {
  send(res, error.status, {
    code: error.code,
    error_code: error.code,
    msg: error.message,
    ...(oauth && error.status === 400 ? { error: 'invalid_grant', error_description: error.message } : {}),
  });
}

/** The request body as an object: JSON, or application/x-www-form-urlencoded; {} when empty. */
export async function readJson(
  req: Pick<IncomingMessage, 'headers'> & AsyncIterable<Buffer>,
): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new AuthHttpError(413, 'request_too_large', 'Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthHttpError(400, 'bad_json', 'Could not parse request body as JSON');
}
