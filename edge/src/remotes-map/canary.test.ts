import { describe, expect, it } from 'vitest';
import {
  cohortCookie,
  COHORT_MAX_AGE_SECONDS,
  parseCanaries,
  randomCohort,
  readCohort,
  remotesForCohort,
} from './canary.ts';

const STABLE = {
  mfe_funnel: 'https://r.example.com/aaaaaaaaaaaa/mf-manifest.json',
  mfe_sales: 'https://s.example.com/m.json',
};
const CANARY = {
  url: 'https://r.example.com/bbbbbbbbbbbb/mf-manifest.json',
  percent: 10,
  since: '2026-11-25T00:00:00Z',
};

describe('the cohort cookie', () => {
  it('reads the cohort among other cookies; anything else is no cohort', () => {
    expect(readCohort('a=1; funil_cohort=7; b=2')).toBe(7);
    expect(readCohort('funil_cohort=0')).toBe(0);
    expect(readCohort('funil_cohort=100')).toBeNull();
    expect(readCohort('funil_cohort=x')).toBeNull();
    expect(readCohort(null)).toBeNull();
    expect(readCohort('other=1')).toBeNull();
  });

  it('is first-party, long-lived, not readable by scripts, Secure in production', () => {
    expect(cohortCookie(42, false)).toBe(
      `funil_cohort=42; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly`,
    );
    expect(cohortCookie(42, true)).toMatch(/; Secure$/);
    expect(COHORT_MAX_AGE_SECONDS).toBeGreaterThan(30 * 24 * 3600);
  });

  it('draws every cohort 0..99 uniformly from random bytes (rejecting 200..255)', () => {
    const bytes = [250, 199, 5, 100];
    expect(randomCohort(() => bytes.shift()!)).toBe(99);
    expect(randomCohort(() => 5)).toBe(5);
    const counts = new Array<number>(100).fill(0);
    for (let byte = 0; byte < 200; byte += 1) counts[randomCohort(() => byte)]! += 1;
    expect(new Set(counts)).toEqual(new Set([2]));
  });
});

describe("the visitor's map", () => {
  it('gives the canary to the cohorts below its share and the stable version to the others', () => {
    const canaries = { mfe_funnel: CANARY };
    expect(remotesForCohort(STABLE, canaries, 0).mfe_funnel).toBe(CANARY.url);
    expect(remotesForCohort(STABLE, canaries, 9).mfe_funnel).toBe(CANARY.url);
    expect(remotesForCohort(STABLE, canaries, 10).mfe_funnel).toBe(STABLE.mfe_funnel);
    expect(remotesForCohort(STABLE, canaries, 99)).toEqual(STABLE);
    expect(remotesForCohort(STABLE, canaries, 3).mfe_sales).toBe(STABLE.mfe_sales);
    const share = Array.from({ length: 100 }, (_, cohort) => remotesForCohort(STABLE, canaries, cohort)).filter(
      (map) => map.mfe_funnel === CANARY.url,
    ).length;
    expect(share).toBe(10);
  });

  it('ignores a canary of a remote that is not in the stable map', () => {
    expect(remotesForCohort(STABLE, { mfe_lessons: CANARY }, 0)).toEqual(STABLE);
  });

  it('parses stored canaries, dropping malformed entries', () => {
    const warnings: string[] = [];
    const text = JSON.stringify({
      mfe_funnel: CANARY,
      mfe_sales: { url: 'javascript:alert(1)', percent: 10 },
      mfe_lessons: { url: CANARY.url, percent: 100 },
    });
    expect(parseCanaries(text, (w) => warnings.push(w))).toEqual({ mfe_funnel: CANARY });
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(parseCanaries(null)).toEqual({});
    expect(parseCanaries('{', () => undefined)).toEqual({});
  });
});
