import { describe, expect, it } from 'vitest';
import { readCapped } from './read-capped.ts';

function chunked(parts: string[]): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Request('https://site.test/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readCapped', () => {
  it('reads a body within the cap', async () => {
    expect(await readCapped(new Request('https://site.test/x', { method: 'POST', body: 'olá' }), 16)).toBe('olá');
  });

  it('refuses a body that declares more than the cap, without reading it', async () => {
    const request = new Request('https://site.test/x', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '1000' },
    });
    expect(await readCapped(request, 16)).toBeNull();
  });

  it('reads a body that declares its length within the cap in one call, and still refuses one longer than the cap', async () => {
    const declared = (body: string, length: number) =>
      new Request('https://site.test/x', { method: 'POST', body, headers: { 'content-length': String(length) } });
    expect(await readCapped(declared('{"aula":1}', 10), 16)).toBe('{"aula":1}');
    expect(await readCapped(declared('', 0), 16)).toBe('');
    // Over HTTP the runtime holds a body to its declared length; a request made in code may claim less than it holds.
    expect(await readCapped(declared('x'.repeat(20), 5), 16)).toBeNull();
  });

  it('refuses a chunked body (no Content-Length) once it passes the cap', async () => {
    expect(await readCapped(chunked(['0123456789', '0123456789']), 16)).toBeNull();
    expect(await readCapped(chunked(['01234567', '89']), 16)).toBe('0123456789');
  });
});
