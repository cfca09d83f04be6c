import { describe, expect, it } from 'vitest';
import { canaryPolicy, canaryVerdict, DEFAULT_POLICY } from './health.ts';

const stable = { pageViews: 1000, loadFailures: 10, errors: 20 };

describe('canaryVerdict', () => {
  it('waits for the minimum number of canary page views', () => {
    const verdict = canaryVerdict(stable, { pageViews: 29, loadFailures: 29, errors: 0 });
    expect(verdict.rollback).toBe(false);
    expect(verdict.reason).toBe('waiting for 30 canary page views (29 so far)');
  });

  it('rolls back a canary whose remote-load failure rate exceeds the stable one by more than the margin', () => {
    const verdict = canaryVerdict(stable, { pageViews: 30, loadFailures: 6, errors: 0 });
    expect(verdict.rollback).toBe(true);
    expect(verdict.reason).toBe(
      'automatic rollback: remote-load failures 6/30 page views (20.0%) vs stable 10/1000 (1.0%), more than 2.0% above the stable version over >= 30 page views',
    );
  });

  it('rolls back on the error rate with its own margin', () => {
    expect(canaryVerdict(stable, { pageViews: 100, loadFailures: 0, errors: 6 }).rollback).toBe(false); // 6% vs 2%: 4 points
    const verdict = canaryVerdict(stable, { pageViews: 100, loadFailures: 0, errors: 8 });
    expect(verdict.rollback).toBe(true);
    expect(verdict.reason).toContain('errors 8/100 page views (8.0%) vs stable 20/1000 (2.0%)');
  });

  it('needs enough failing page views behind a difference', () => {
    // 4/30 = 13% is far above 1%, but four failures are within what a network hiccup makes.
    expect(canaryVerdict(stable, { pageViews: 30, loadFailures: 4, errors: 0 }).rollback).toBe(false);
  });

  it('keeps a canary as healthy as the stable version', () => {
    const verdict = canaryVerdict(stable, { pageViews: 500, loadFailures: 5, errors: 10 });
    expect(verdict.rollback).toBe(false);
    expect(verdict.reason).toMatch(/^healthy: remote-load failures 5\/500/);
  });

  it('compares with a stable version that has no page views yet as 0%', () => {
    expect(
      canaryVerdict({ pageViews: 0, loadFailures: 0, errors: 0 }, { pageViews: 30, loadFailures: 30, errors: 0 })
        .rollback,
    ).toBe(true);
  });

  it('reads the thresholds from the worker vars, defaults otherwise', () => {
    expect(canaryPolicy({})).toEqual(DEFAULT_POLICY);
    expect(canaryPolicy({ CANARY_MIN_PAGE_VIEWS: '3', CANARY_MIN_FAILING: '2', CANARY_ERROR_MARGIN: 'x' })).toEqual({
      ...DEFAULT_POLICY,
      minPageViews: 3,
      minFailing: 2,
    });
  });
});
