import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETON_VERSIONS } from '@funil/build-config/shared-singletons';
import { prerenderedPages, releaseProblems } from './release-facts.ts';

const BASE = 'https://remotes.example.com/0123456789ab/';
const SUPABASE = 'https://db.example.com';

function release(files: Record<string, string>, routes: { path: string; component: string }[] | null) {
  const requested: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (url.startsWith(`${SUPABASE}/rest/v1/routes`))
      return routes ? new Response(JSON.stringify(routes)) : new Response('down', { status: 500 });
    const file = url.startsWith(BASE) ? files[url.slice(BASE.length)] : undefined;
    return file === undefined ? new Response('Not found', { status: 404 }) : new Response(file);
  }) as typeof fetch;
  return { fetcher, requested };
}

const shell = SHARED_SINGLETON_VERSIONS;
const goodManifest = {
  name: 'mfe_sales',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ name: 'LaunchLanding' }, { name: 'Offer' }],
  shared: Object.entries(shell).map(([name, version]) => ({ name, version, singleton: true })),
};
const goodFiles = {
  'mf-manifest.json': JSON.stringify(goodManifest),
  'remoteEntry.js': 'export const get = () => {};',
  'prerender/LaunchLanding.html': '<main>Lançamento</main>',
  'prerender/Offer.html': '<main>Oferta</main>',
};
const env = (fetcher: typeof fetch) => ({
  allowedOrigins: ['https://remotes.example.com'],
  supabaseUrl: SUPABASE,
  anonKey: 'anon',
  fetch: fetcher,
});

describe('releaseProblems', () => {
  it('the shell runs the singletons of its package.json', () => {
    expect(Object.keys(shell).sort()).toEqual(['react', 'react-dom', 'react-router-dom']);
  });

  it('lists the pages the edge pre-renders from a remote (its static routes)', () => {
    expect(prerenderedPages('mfe_sales')).toEqual([
      { path: '/launch', expose: 'LaunchLanding' },
      { path: '/oferta', expose: 'Offer' },
    ]);
  });

  it('passes a complete release', async () => {
    const { fetcher } = release(goodFiles, [{ path: '/launch', component: 'LaunchLanding' }]);
    expect(await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(fetcher))).toEqual([]);
  });

  it('tries a file once more when its request failed before any answer (a reset connection), not a third time', async () => {
    const { fetcher } = release(goodFiles, [{ path: '/launch', component: 'LaunchLanding' }]);
    const failed = new Map<string, number>();
    const resetOnce = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(BASE) && !failed.has(url)) {
        failed.set(url, 1);
        throw new TypeError('Network connection lost.');
      }
      return fetcher(input, init);
    }) as typeof fetch;
    expect(await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(resetOnce))).toEqual([]);
    const alwaysReset = (async () => {
      throw new TypeError('Network connection lost.');
    }) as typeof fetch;
    expect(await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(alwaysReset))).not.toEqual([]);
  });

  it('refuses a manifest URL without a build-id folder (/latest/), as a release or a canary, fetching nothing', async () => {
    const { fetcher, requested } = release(goodFiles, [{ path: '/launch', component: 'LaunchLanding' }]);
    for (const url of [
      'https://remotes.example.com/latest/mf-manifest.json',
      'https://remotes.example.com/mf-manifest.json',
      'https://remotes.example.com/0123456789ab/manifest.json',
    ]) {
      const problems = await releaseProblems('mfe_sales', url, env(fetcher));
      expect(problems).toEqual([expect.stringContaining("is not a release's manifest URL")]);
    }
    expect(requested).toEqual([]);
  });

  it('fetches nothing from an origin that is not allowed', async () => {
    const { fetcher, requested } = release(goodFiles, []);
    const problems = await releaseProblems('mfe_sales', 'https://evil.example/mf-manifest.json', env(fetcher));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('is not allowed');
    expect(requested).toEqual([]);
  });

  it('refuses a route-table row whose component the release does not expose', async () => {
    const manifest = { ...goodManifest, exposes: [{ name: 'LaunchLanding' }, { name: 'Offer' }] };
    const { fetcher } = release({ ...goodFiles, 'mf-manifest.json': JSON.stringify(manifest) }, [
      { path: '/precos', component: 'Offer' },
    ]);
    expect(await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(fetcher))).toEqual([]);
    const withoutOffer = { ...goodManifest, exposes: [{ name: 'LaunchLanding' }] };
    const broken = release({ ...goodFiles, 'mf-manifest.json': JSON.stringify(withoutOffer) }, [
      { path: '/precos', component: 'Offer' },
    ]);
    const problems = await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(broken.fetcher));
    expect(problems).toEqual([
      expect.stringContaining(
        'mfe_sales does not expose ./Offer, which the route table shows at /precos (routes table, component Offer), /oferta (static fallback, component Offer)',
      ),
    ]);
  });

  it('refuses a missing remote entry, missing markup and an unreadable route table, all at once', async () => {
    const { 'remoteEntry.js': _entry, 'prerender/Offer.html': _offer, ...files } = goodFiles;
    const { fetcher } = release(files, null);
    const problems = await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(fetcher));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain(`The remote entry ${BASE}remoteEntry.js answered 404`);
    expect(problems[1]).toContain('The routes table could not be read (HTTP 500');
    expect(problems[2]).toContain('The edge pre-renders /oferta from mfe_sales/Offer');
  });

  it('refuses a manifest that is not there', async () => {
    const { fetcher } = release({}, []);
    const problems = await releaseProblems('mfe_sales', `${BASE}mf-manifest.json`, env(fetcher));
    expect(problems).toEqual([
      `The manifest ${BASE}mf-manifest.json answered 404: upload the release first (npm run remote -- build prints its URL).`,
    ]);
  });
});
