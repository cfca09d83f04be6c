import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { API_VERSION, AuthHttpError, readJson, send, sendError, type ResponseSink } from './http.ts';

function request(body: string, contentType = 'application/json') {
  return Object.assign(Readable.from([Buffer.from(body)]), { headers: { 'content-type': contentType } });
}

function response() {
  const out = { status: 0, headers: {} as Record<string, unknown>, body: '' };
  const sink: ResponseSink = {
    setHeader(name: string, value: string | number | readonly string[]) {
      out.headers[name] = value;
      return sink as never;
    },
    writeHead(status: number, headers?: Record<string, unknown>) {
      out.status = status;
      Object.assign(out.headers, headers ?? {});
      return sink as never;
    },
    end(chunk?: unknown) {
      if (typeof chunk === 'string') out.body = chunk;
      return sink as never;
    },
  } as ResponseSink;
  return { sink, out };
}

describe('readJson', () => {
  it('reads a JSON object, a form-encoded body and an empty body', async () => {
    expect(await readJson(request('{"email":"a@b.co","password":"x"}'))).toEqual({ email: 'a@b.co', password: 'x' });
    expect(await readJson(request('refresh_token=abc&x=1', 'application/x-www-form-urlencoded'))).toEqual({
      refresh_token: 'abc',
      x: '1',
    });
    expect(await readJson(request('  '))).toEqual({});
  });

  it('refuses a body that is not a JSON object with 400 bad_json', async () => {
    for (const body of ['not json', '[1,2]', '"text"']) {
      await expect(readJson(request(body))).rejects.toMatchObject({ status: 400, code: 'bad_json' });
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    await expect(readJson(request('x'.repeat(1_000_001)))).rejects.toMatchObject({
      status: 413,
      code: 'request_too_large',
    });
  });
});

describe('send and sendError', () => {
  it('sends JSON with its length and the API version header; no body for 204', () => {
    const { sink, out } = response();
    send(sink, 200, { ok: 'ç' });
    expect(out).toMatchObject({ status: 200, body: '{"ok":"ç"}' });
    expect(out.headers).toMatchObject({ 'X-Supabase-Api-Version': API_VERSION, 'Content-Length': 11 });
    const empty = response();
    send(empty.sink, 204);
    expect(empty.out).toMatchObject({ status: 204, body: '' });
  });

  it("writes GoTrue's error body, with the OAuth pair only for the token endpoint's 400s", () => {
    const token = response();
    sendError(token.sink, new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials'), true);
    expect(JSON.parse(token.out.body)).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      error: 'invalid_grant',
      error_description: 'Invalid login credentials',
    });
    const other = response();
    sendError(other.sink, new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached'), true);
    expect(JSON.parse(other.out.body)).toEqual({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    expect(other.out.status).toBe(429);
  });
});
