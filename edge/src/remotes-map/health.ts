// The canary's health, pure: counts per remote version (page views, remote-load failures, errors, from the production
// signals) and the rule that rolls a canary back.
//
// The rule (defaults; each can be set on the worker, see canaryPolicy): once the canary has had at least 30 page
// views, it is rolled back when its remote-load failure rate exceeds the stable version's by more than 2 percentage
// points, or its error rate exceeds the stable's by more than 5 points, with at least 5 failing page views behind
// the difference. Why these numbers: a broken build fails almost every page view, so 30 views (a few minutes of a 10%
// canary on launch traffic) are plenty to see it, while a healthy build with the stable's ~1% of network-caused load
// failures reaches 5 failures in 30 views with a probability of about 1 in 86,000 (binomial; 1 in 3,300 at a 2%
// baseline), so noise does not roll good versions back. Errors get a wider margin: browser extensions and third-party scripts put a baseline of
// unrelated errors on every version.

export interface VersionCounts {
  pageViews: number;
  loadFailures: number;
  errors: number;
}

export const NO_COUNTS: VersionCounts = { pageViews: 0, loadFailures: 0, errors: 0 };

/** Counts per build id of one remote since a time: what the automatic rollback reads (signals-health.ts). */
export interface HealthSource {
  counts(remote: string, buildIds: readonly string[], since: string): Promise<Record<string, VersionCounts>>;
}

export interface CanaryPolicy {
  minPageViews: number;
  minFailing: number;
  /** Fractions (0.02 = 2 percentage points). */
  loadFailureMargin: number;
  errorMargin: number;
}

export const DEFAULT_POLICY: CanaryPolicy = {
  minPageViews: 30,
  minFailing: 5,
  loadFailureMargin: 0.02,
  errorMargin: 0.05,
};

function number(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The policy from the worker's vars CANARY_MIN_PAGE_VIEWS, CANARY_MIN_FAILING, CANARY_LOAD_FAILURE_MARGIN, CANARY_ERROR_MARGIN. */
export function canaryPolicy(vars: Record<string, unknown>): CanaryPolicy {
  const read = (name: string) => (typeof vars[name] === 'string' ? (vars[name] as string) : undefined);
  return {
    minPageViews: number(read('CANARY_MIN_PAGE_VIEWS'), DEFAULT_POLICY.minPageViews),
    minFailing: number(read('CANARY_MIN_FAILING'), DEFAULT_POLICY.minFailing),
    loadFailureMargin: number(read('CANARY_LOAD_FAILURE_MARGIN'), DEFAULT_POLICY.loadFailureMargin),
    errorMargin: number(read('CANARY_ERROR_MARGIN'), DEFAULT_POLICY.errorMargin),
  };
}

const rate = (count: number, views: number) => (views > 0 ? count / views : 0);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export interface Verdict {
  rollback: boolean;
  /** Why (for the history when rolled back, for status otherwise). */
  reason: string;
}

export function canaryVerdict(
  stable: VersionCounts,
  canary: VersionCounts,
  policy: CanaryPolicy = DEFAULT_POLICY,
): Verdict {
  if (canary.pageViews < policy.minPageViews)
    return {
      rollback: false,
      reason: `waiting for ${policy.minPageViews} canary page views (${canary.pageViews} so far)`,
    };
  const figures = (name: string, c: number, s: number) =>
    `${name} ${c}/${canary.pageViews} page views (${pct(rate(c, canary.pageViews))}) vs stable ${s}/${stable.pageViews} (${pct(rate(s, stable.pageViews))})`;
  const checks = [
    { name: 'remote-load failures', c: canary.loadFailures, s: stable.loadFailures, margin: policy.loadFailureMargin },
    { name: 'errors', c: canary.errors, s: stable.errors, margin: policy.errorMargin },
  ];
  for (const check of checks) {
    const excess = rate(check.c, canary.pageViews) - rate(check.s, stable.pageViews);
    if (excess > check.margin && check.c >= policy.minFailing)
      return {
        rollback: true,
        reason: `automatic rollback: ${figures(check.name, check.c, check.s)}, more than ${pct(check.margin)} above the stable version over >= ${policy.minPageViews} page views`,
      };
  }
  return {
    rollback: false,
    reason: `healthy: ${checks.map((check) => figures(check.name, check.c, check.s)).join('; ')}`,
  };
}
