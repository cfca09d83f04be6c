// HTTP as clients expect it. `npm start` (the edge on workerd behind its local front end,
// edge/local/encoding-proxy.ts) answers a client that sends no Accept-Encoding (curl without --compressed, uptime
// monitors, some crawlers) with an unencoded body, as production's front end does; a browser still gets brotli.
import { request } from 'node:http';
import { expect, test } from '../src/fixtures.ts';

/** One request with exactly these headers (Node's http adds no Accept-Encoding), the body bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('content encoding', () => {
  for (const path of ['/inscricao', '/config.json']) {
    test(`${path}: no Accept-Encoding, no encoding; an accepted encoding when asked`, async ({ env }) => {
      const plain = await rawGet(new URL(path, env.baseUrl).href, {});
      expect(plain.status).toBe(200);
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString('utf8')).toMatch(path.endsWith('.json') ? /"supabaseUrl"/ : /<!doctype html>/i);
      const br = await rawGet(new URL(path, env.baseUrl).href, { 'Accept-Encoding': 'br' });
      expect(br.encoding).toBe('br');
      const gzip = await rawGet(new URL(path, env.baseUrl).href, { 'Accept-Encoding': 'gzip' });
      expect(gzip.encoding).toBe('gzip');
    });
  }

  test('a script asset: unencoded for curl, the same bytes as a browser gets decoded', async ({ env, page }) => {
    await page.goto('/inscricao');
    const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
    const url = new URL(script ?? '/', env.baseUrl).href;
    const plain = await rawGet(url, {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(await (await page.request.get(url)).text());
  });
});
