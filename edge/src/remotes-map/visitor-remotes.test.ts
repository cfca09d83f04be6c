import { describe, expect, it } from 'vitest';
import type { EdgeEnv } from '../env.ts';
import { remotesForVisitor, withVisitorHeaders } from './visitor-remotes.ts';

const STABLE = { mfe_funnel: 'https://r.example.com/aaaaaaaaaaaa/mf-manifest.json' };
const CANARY_URL = 'https://r.example.com/bbbbbbbbbbbb/mf-manifest.json';

function env(canaries: Record<string, unknown> | null): EdgeEnv {
  return {
    REMOTES: { get: async (key: string) => (key === 'remotes-canary' && canaries ? JSON.stringify(canaries) : null) },
  } as unknown as EdgeEnv;
}
const request = (cookie?: string) =>
  new Request('https://site.example/inscricao', cookie ? { headers: { cookie } } : {});
const readStable = async () => STABLE;

describe('remotesForVisitor', () => {
  it('without a canary: the stable map, no cookie, no Vary', async () => {
    expect(await remotesForVisitor(request(), env(null), readStable)).toEqual({ remotes: STABLE, headers: [] });
  });

  it('with a canary: the cohort decides, the response varies by Cookie', async () => {
    const canaries = { mfe_funnel: { url: CANARY_URL, percent: 50, since: '2026-11-25T00:00:00Z' } };
    const inside = await remotesForVisitor(request('funil_cohort=0'), env(canaries), readStable);
    expect(inside).toEqual({ remotes: { mfe_funnel: CANARY_URL }, headers: [['Vary', 'Cookie']] });
    const outside = await remotesForVisitor(request('funil_cohort=50'), env(canaries), readStable);
    expect(outside.remotes).toEqual(STABLE);
  });

  it('gives a visitor without a cohort one, in a cookie, and the map of that cohort', async () => {
    const canaries = { mfe_funnel: { url: CANARY_URL, percent: 50, since: '2026-11-25T00:00:00Z' } };
    const visitor = await remotesForVisitor(request(), env(canaries), readStable);
    const cookie = visitor.headers.find(([name]) => name === 'Set-Cookie')?.[1] ?? '';
    const cohort = Number(/^funil_cohort=(\d+);/.exec(cookie)?.[1]);
    expect(cohort).toBeGreaterThanOrEqual(0);
    expect(visitor.remotes.mfe_funnel).toBe(cohort < 50 ? CANARY_URL : STABLE.mfe_funnel);
    const response = withVisitorHeaders(new Response('x', { headers: { Vary: 'Accept-Encoding' } }), visitor);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(response.headers.get('set-cookie')).toBe(cookie);
  });
});
