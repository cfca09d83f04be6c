import { describe, expect, it } from 'vitest';
import { parseRemotesMap, remoteOrigins, remoteTiming } from './env.ts';

describe('parseRemotesMap', () => {
  it('keeps name -> http(s) URL lines and drops the others with a warning', () => {
    const warnings: string[] = [];
    const map = parseRemotesMap(
      JSON.stringify({
        mfe_funnel: 'https://funnel.example.com/v12/mf-manifest.json',
        mfe_lessons: 'javascript:alert(1)',
        mfe_sales: 42,
        'Bad Name': 'https://x.example.com/mf-manifest.json',
      }),
      (message) => warnings.push(message),
    );
    expect(map).toEqual({ mfe_funnel: 'https://funnel.example.com/v12/mf-manifest.json' });
    expect(warnings).toHaveLength(3);
  });

  it('no map, broken JSON or a non-object: no remotes (plain shell pages), never a throw', () => {
    const quiet = () => undefined;
    expect(parseRemotesMap(null, quiet)).toEqual({});
    expect(parseRemotesMap('{', quiet)).toEqual({});
    expect(parseRemotesMap('["a"]', quiet)).toEqual({});
  });

  it('remote origins, deduplicated and sorted', () => {
    expect(
      remoteOrigins({
        b: 'https://b.example.com/x/mf-manifest.json',
        a: 'https://a.example.com:8443/mf-manifest.json',
        c: 'https://b.example.com/y/mf-manifest.json',
      }),
    ).toEqual(['https://a.example.com:8443', 'https://b.example.com']);
  });
});

describe('remoteTiming', () => {
  it('defaults, and numbers from the vars', () => {
    expect(remoteTiming({})).toEqual({ ttlSeconds: 30, staleSeconds: 300, timeoutMs: 800 });
    expect(remoteTiming({ REMOTE_TTL_SECONDS: '5', REMOTE_STALE_SECONDS: '0', REMOTE_TIMEOUT_MS: 'x' })).toEqual({
      ttlSeconds: 5,
      staleSeconds: 0,
      timeoutMs: 800,
    });
  });
});
