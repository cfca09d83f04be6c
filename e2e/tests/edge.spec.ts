// The edge worker (edge/, on workerd through miniflare) as the visitor's browser meets it: security and cache
// headers, the CSP actually enforced, the environment's remotes map (a remote's deploy = one changed line; a remote
// that does not answer = the plain shell page).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as bare } from '@playwright/test';
import { startSite, type Site } from '@funil/scripts/site';
import { startStaticServer, type StaticServer } from '@funil/scripts/static-server';
import { readE2eEnv } from '../src/env.ts';
import { findFreePortBlock } from '../src/ports.ts';
import { expect, test } from '../src/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function directive(csp: string, name: string): string {
  const found = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found;
}

test.describe('headers', () => {
  for (const pagePath of ['/inscricao', '/compras']) {
    test(`${pagePath}: CSP with hashed inline scripts, Supabase, the video player; nosniff, referrer and permissions policies`, async ({
      request,
      env,
    }) => {
      const response = await request.get(pagePath);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy']!;
      const remotes = [1, 2, 3, 4].map((offset) => `http://127.0.0.1:${env.sitePort + offset}`);
      const scriptSrc = directive(csp, 'script-src');
      expect(scriptSrc.startsWith(`script-src 'self' ${remotes.join(' ')} https://www.youtube.com 'sha256-`)).toBe(
        true,
      );
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(directive(csp, 'connect-src')).toBe(
        `connect-src 'self' ${new URL(env.supabaseUrl).origin} ${remotes.join(' ')}`,
      );
      expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['strict-transport-security']).toBeUndefined(); // production configuration only
      // Each page carries a new view token (edge/src/signals/view-token.ts): sent whole on every navigation, no ETag.
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(headers['etag']).toBeUndefined();
    });
  }

  test('hashed assets are immutable for a year; the icon is a PNG in the page; /config.json and /remotes.json are revalidated', async ({
    request,
    env,
  }) => {
    const html = await (await request.get('/inscricao')).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const hashed = await request.get(asset!);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['x-content-type-options']).toBe('nosniff');
    // The icon is a PNG in the page (data: URL): not an SVG (a document the page's main thread parses and lays out
    // before the first paint is shown) and not a file (a request on the way to the first paint): shell/src/brand/.
    expect(html).toMatch(
      /<link\s+rel="icon"\s+type="image\/png"\s+sizes="32x32"\s+href="data:image\/png;base64,[A-Za-z0-9+/=]+"/,
    );
    expect(html).not.toMatch(/rel="icon"[^>]*svg/);
    for (const file of ['/config.json', '/remotes.json']) {
      const response = await request.get(file);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
    expect(await (await request.get('/config.json')).json()).toEqual({
      supabaseUrl: env.supabaseUrl,
      supabaseAnonKey: env.anonKey,
    });
  });

  test('the remotes map is never taken from the query string', async ({ request }) => {
    const evil = encodeURIComponent(JSON.stringify({ mfe_funnel: 'https://evil.example/mf-manifest.json' }));
    const response = await request.get(`/inscricao?remotes=${evil}&remotesUrl=https://evil.example/`);
    expect(await response.text()).not.toContain('evil.example');
    expect(response.headers()['content-security-policy']).not.toContain('evil.example');
  });
});

// The fixtures' `page` fails a test on any CSP violation; this one expects one, so it uses Playwright's own `page`.
bare('the CSP is enforced: an injected inline script is blocked and reported', async ({ page }) => {
  await page.goto(new URL('/privacy-policy', readE2eEnv().baseUrl).href);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.appendChild(script);
      }),
  );
  expect(blocked).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});

test.describe("the environment's remotes map", () => {
  let site: Site;
  let silent: Server;
  let silentPort = 0;
  let funnelV2: StaticServer | null = null;
  let funnelV2Dir = '';

  test.beforeAll(async () => {
    site = await startSite({ ...siteOptions(), port: await findFreePortBlock(5), build: false, log: () => undefined });
    // A remote that accepts connections and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });

  test.afterAll(async () => {
    await site?.stop();
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
    await funnelV2?.close();
    if (funnelV2Dir) rmSync(funnelV2Dir, { recursive: true, force: true });
  });

  const originalMap = () =>
    Object.fromEntries(Object.values(site.remotes).map((remote) => [remote.name, remote.manifestUrl]));

  test('a remote that does not answer: its route gets the plain shell page (200) after the short timeout', async ({
    request,
  }) => {
    await site.setRemotesMap({ ...originalMap(), mfe_lessons: `http://127.0.0.1:${silentPort}/mf-manifest.json` });
    try {
      const response = await request.get(`${site.url}aulas`, { timeout: 10_000 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`"mfe_lessons":"http://127.0.0.1:${silentPort}/mf-manifest.json"`);
      // The other remotes' pages are still pre-rendered.
      expect(await (await request.get(`${site.url}privacy-policy`)).text()).toContain(
        'data-prerendered="mfe_funnel/PrivacyPolicy"',
      );
    } finally {
      await site.setRemotesMap(originalMap());
    }
  });

  test("a remote's deploy is one changed line of the map: the pre-rendered page follows; restoring the line rolls back", async ({
    request,
    page,
  }) => {
    // "Deploy" a new funnel build to a new origin: the same files, with a changed privacy page heading.
    funnelV2Dir = mkdtempSync(path.join(tmpdir(), 'funnel-v2-'));
    cpSync(path.join(ROOT, 'mfe-funnel', 'dist'), funnelV2Dir, { recursive: true });
    const markup = path.join(funnelV2Dir, 'prerender', 'PrivacyPolicy.html');
    writeFileSync(
      markup,
      readFileSync(markup, 'utf8').replace('Política de Privacidade', 'Política de Privacidade (versão 2)'),
    );
    funnelV2 = await startStaticServer({ root: funnelV2Dir, port: 0 });

    await site.setRemotesMap({ ...originalMap(), mfe_funnel: `${funnelV2.url}/mf-manifest.json` });
    const deployed = await request.get(`${site.url}privacy-policy`);
    expect(await deployed.text()).toContain('Política de Privacidade (versão 2)');
    expect(deployed.headers()['content-security-policy']).toContain(funnelV2.url);
    // The browser loads the page's code from the new origin too, under the CSP.
    const fromV2 = page.waitForResponse((response) => response.url().startsWith(`${funnelV2!.url}/remoteEntry.js`));
    await page.goto(`${site.url}privacy-policy`);
    await fromV2;
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();

    await site.setRemotesMap(originalMap());
    const rolledBack = await (await request.get(`${site.url}privacy-policy`)).text();
    expect(rolledBack).not.toContain('(versão 2)');
    expect(rolledBack).toContain('data-prerendered="mfe_funnel/PrivacyPolicy"');
  });
});

function siteOptions() {
  const env = readE2eEnv();
  return { supabaseUrl: env.supabaseUrl, anonKey: env.anonKey };
}
