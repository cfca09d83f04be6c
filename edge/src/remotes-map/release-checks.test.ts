import { describe, expect, it } from 'vitest';
import { lookupComponent } from '@funil/build-config/component-registry';
import {
  checkExposes,
  checkManifest,
  checkOrigin,
  checkPrerendered,
  checkRemoteEntry,
  checkSharedSingletons,
  parseAllowlist,
  remoteEntryUrl,
  type ReleaseManifest,
} from './release-checks.ts';

const URL_OK = 'https://remotes.example.com/0123456789ab/mf-manifest.json';
const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };

function manifest(overrides: Partial<ReleaseManifest> = {}): ReleaseManifest {
  return {
    name: 'mfe_funnel',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ name: 'Landing' }, { name: 'PrivacyPolicy' }],
    shared: [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'react-dom', version: '19.3.1', singleton: true },
      { name: 'react-router-dom', version: '7.18.5', singleton: true },
    ],
    ...overrides,
  };
}

describe('the origin allowlist', () => {
  it('parses origins, comma or space separated', () => {
    expect(parseAllowlist('https://a.example.com/x, http://127.0.0.1:4174  https://b.example.com')).toEqual([
      'https://a.example.com',
      'http://127.0.0.1:4174',
      'https://b.example.com',
    ]);
    expect(parseAllowlist(undefined)).toEqual([]);
  });

  it('accepts an allowed origin', () => {
    expect(checkOrigin(URL_OK, ['https://remotes.example.com'])).toBeNull();
  });

  it('refuses a foreign origin, naming it and the allowed ones', () => {
    const problem = checkOrigin('https://evil.example/x/mf-manifest.json', ['https://remotes.example.com']);
    expect(problem).toContain('https://evil.example is not allowed in this environment');
    expect(problem).toContain('allowed: https://remotes.example.com');
    expect(problem).toContain('REMOTE_ORIGIN_ALLOWLIST');
  });

  it('refuses everything while the environment allows no origin, and a URL that is not http(s)', () => {
    expect(checkOrigin(URL_OK, [])).toContain('set REMOTE_ORIGIN_ALLOWLIST');
    expect(checkOrigin('javascript:alert(1)', ['https://remotes.example.com'])).toContain('not an http(s) URL');
    expect(checkOrigin('not a url', ['https://remotes.example.com'])).toContain('not an http(s) URL');
  });
});

describe('the manifest and the remote entry', () => {
  it('refuses what is not a Module Federation manifest, or the manifest of another remote', () => {
    expect(checkManifest('mfe_funnel', URL_OK, manifest())).toBeNull();
    expect(checkManifest('mfe_funnel', URL_OK, null)).toContain('not a Module Federation manifest');
    expect(checkManifest('mfe_funnel', URL_OK, { name: 'mfe_funnel' })).toContain('not a Module Federation manifest');
    expect(checkManifest('mfe_funnel', URL_OK, manifest({ name: 'mfe_sales' }))).toContain(
      'is the manifest of "mfe_sales", not of mfe_funnel',
    );
  });

  it('finds the remote entry next to the manifest (publicPath auto) or under an absolute publicPath', () => {
    expect(remoteEntryUrl(URL_OK, manifest())).toBe('https://remotes.example.com/0123456789ab/remoteEntry.js');
    expect(
      remoteEntryUrl(
        URL_OK,
        manifest({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' }, publicPath: 'https://cdn.example.com/f/' },
        }),
      ),
    ).toBe('https://cdn.example.com/f/js/remoteEntry.js');
  });

  it('refuses a remote entry that is missing, empty or unreachable', () => {
    const url = 'https://remotes.example.com/0123456789ab/remoteEntry.js';
    expect(checkRemoteEntry({ url, status: 200, bytes: 1200 })).toBeNull();
    expect(checkRemoteEntry({ url, status: 404, bytes: 9 })).toContain(`${url} answered 404`);
    expect(checkRemoteEntry({ url, status: 200, bytes: 0 })).toContain('is empty');
    expect(checkRemoteEntry({ url, status: 0, bytes: 0 })).toContain('could not be fetched');
  });
});

describe('the route table', () => {
  it('accepts a manifest that exposes every component the routes map to the remote', () => {
    const routes = [
      { path: '/inscricao', component: 'Landing', source: 'routes table' as const },
      { path: '/aulas', component: 'Lessons', source: 'routes table' as const }, // another remote's
      { path: '/privacy-policy', component: 'PrivacyPolicy', source: 'static fallback' as const },
    ];
    expect(checkExposes('mfe_funnel', manifest(), routes, lookupComponent)).toEqual([]);
  });

  it('refuses a manifest that does not expose a page a route (row or static fallback) maps to the remote', () => {
    const routes = [
      { path: '/inscricao', component: 'Landing', source: 'routes table' as const },
      { path: '/inscricao', component: 'Landing', source: 'static fallback' as const },
      { path: '/bio', component: 'Bio', source: 'static fallback' as const },
      { path: '/bio-link', component: 'BioLink', source: 'routes table' as const },
    ];
    const problems = checkExposes(
      'mfe_funnel',
      manifest({ exposes: [{ name: './PrivacyPolicy' }] }),
      routes,
      lookupComponent,
    );
    expect(problems).toEqual([
      'mfe_funnel does not expose ./Landing, which the route table shows at /inscricao (routes table, component Landing), /inscricao (static fallback, component Landing): build the remote from code whose page catalogue (build-config/pages.ts) declares Landing for mfe_funnel, or change those routes first.',
      'mfe_funnel does not expose ./Bio, which the route table shows at /bio (static fallback, component Bio), /bio-link (routes table, component BioLink): build the remote from code whose page catalogue (build-config/pages.ts) declares Bio for mfe_funnel, or change those routes first.',
    ]);
  });
});

describe('the shared singletons', () => {
  it("accepts the shell's exact versions", () => {
    expect(checkSharedSingletons('mfe_funnel', manifest(), SHELL)).toEqual([]);
  });

  it('refuses another version of a singleton than the shell runs', () => {
    const shared = manifest().shared!.map((entry) =>
      entry.name === 'react' ? { ...entry, version: '19.2.0' } : entry,
    );
    expect(checkSharedSingletons('mfe_funnel', manifest({ shared }), SHELL)).toEqual([
      "mfe_funnel was built with react 19.2.0 but the shell runs react 19.3.1: set react to 19.3.1 in the remote's package.json and build again (a second version of a singleton breaks the page at run time).",
    ]);
  });

  it('refuses a singleton the remote does not share, or shares as a non-singleton', () => {
    const shared = manifest()
      .shared!.filter((entry) => entry.name !== 'react-router-dom')
      .map((entry) => (entry.name === 'react-dom' ? { ...entry, singleton: false } : entry));
    const problems = checkSharedSingletons('mfe_funnel', manifest({ shared }), SHELL);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('shares react-dom but not as a singleton');
    expect(problems[1]).toContain('does not share react-router-dom');
  });
});

describe('the pre-rendered pages', () => {
  it('refuses a release without the markup of a page the edge pre-renders', () => {
    const ok = { url: 'https://r.example.com/0123456789ab/prerender/Landing.html', status: 200, bytes: 10 };
    const missing = { url: 'https://r.example.com/0123456789ab/prerender/Bio.html', status: 404, bytes: 9 };
    expect(checkPrerendered('mfe_funnel', [{ path: '/inscricao', expose: 'Landing', result: ok }])).toEqual([]);
    expect(checkPrerendered('mfe_funnel', [{ path: '/bio', expose: 'Bio', result: missing }])).toEqual([
      "The edge pre-renders /bio from mfe_funnel/Bio, but https://r.example.com/0123456789ab/prerender/Bio.html answered 404: build with pre-rendering (dist/prerender/Bio.html; see the build's [prerender] warnings) and upload prerender/ with the release.",
    ]);
  });
});
