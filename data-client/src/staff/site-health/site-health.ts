// Production signals for staff (/campanhas/saude): what real visitors' browsers experienced, from the hourly rollups
// the edge's queue consumer writes (supabase/migrations/20261125400000_site_signals.sql). Staff-only functions; keys
// in snake_case as the SQL builds them.
import { fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';

/** The windows the page offers: the last 24 hours and the last 7 days. */
export const SITE_HEALTH_WINDOWS = [24, 168] as const;
export type SiteHealthWindow = (typeof SITE_HEALTH_WINDOWS)[number];

export type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

export interface VitalP75 {
  route: string;
  device: 'mobile' | 'desktop';
  metric: VitalMetric;
  /** ms (CLS: unitless), read from a 5%-wide histogram bucket. */
  p75: number;
  samples: number;
}

/** An element the web-vitals attribution named (LCP element, INP target, CLS shift source): a CSS selector. */
export interface VitalTarget {
  metric: 'LCP' | 'INP' | 'CLS';
  route: string;
  device: 'mobile' | 'desktop';
  target: string;
  count: number;
  /** Samples above the metric's "good" threshold. */
  not_good: number;
}

export interface ErrorGroup {
  fingerprint: string;
  kind: 'error' | 'rejection' | 'resource';
  error_type: string;
  message: string;
  top_frame: string;
  /** '' for the shell's own code. */
  remote: string;
  build: string;
  sample_message: string;
  sample_stack: string;
  sample_route: string;
  first_seen: string;
  last_seen: string;
  /** In the window. */
  count: number;
  /** Distinct page views that saw it in the window (what the groups are ranked by: one client's flood is one view each). */
  views: number;
}

export interface RemoteFailure {
  remote: string;
  build: string;
  expose: string;
  code: string;
  route: string;
  count: number;
  last_seen: string;
}

export interface CspViolation {
  directive: string;
  blocked_url: string;
  /** Seen by the page's catcher (securitypolicyviolation). */
  page_count: number;
  /** Reported by the browser itself (report-to / report-uri). */
  report_count: number;
  routes: string[];
}

export interface SiteHealth {
  hours: number;
  since: string;
  page_views: number;
  vitals: VitalP75[];
  vital_targets: VitalTarget[];
  errors: ErrorGroup[];
  remote_failures: RemoteFailure[];
  csp: CspViolation[];
}

/** Per remote and build ('shell' for the shell's own build): what a canary compares. */
export interface RemoteBuildHealth {
  remote: string;
  build: string;
  page_views: number;
  remote_load_failures: number;
  /** failures / page views; null without page views. */
  failure_rate: number | null;
  errors: number;
  error_rate: number | null;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
}

function checkWindow(hours: number): void {
  if (!(SITE_HEALTH_WINDOWS as readonly number[]).includes(hours))
    throw refuse('bad_argument', `unknown window: ${hours} h`);
}

const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function fetchSiteHealth(hours: SiteHealthWindow): Promise<SiteHealth> {
  checkWindow(hours);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('site_health', { p_hours: hours });
  if (error) throw fail('erro ao carregar a saúde do site', error, { status });
  return {
    ...data,
    page_views: num(data.page_views),
    vitals: data.vitals.map((row) => ({ ...row, p75: num(row.p75), samples: num(row.samples) })),
    vital_targets: data.vital_targets.map((row) => ({ ...row, count: num(row.count), not_good: num(row.not_good) })),
    errors: data.errors.map((row) => ({ ...row, count: num(row.count), views: num(row.views) })),
    remote_failures: data.remote_failures.map((row) => ({ ...row, count: num(row.count) })),
    csp: data.csp.map((row) => ({ ...row, page_count: num(row.page_count), report_count: num(row.report_count) })),
  };
}

export async function fetchRemoteBuildHealth(hours: SiteHealthWindow): Promise<RemoteBuildHealth[]> {
  checkWindow(hours);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('site_remote_builds', { p_hours: hours });
  if (error) throw fail('erro ao carregar a saúde por build', error, { status });
  return data.map((row) => ({
    ...row,
    page_views: num(row.page_views),
    remote_load_failures: num(row.remote_load_failures),
    failure_rate: numOrNull(row.failure_rate),
    errors: num(row.errors),
    error_rate: numOrNull(row.error_rate),
    lcp_p75: numOrNull(row.lcp_p75),
    inp_p75: numOrNull(row.inp_p75),
    cls_p75: numOrNull(row.cls_p75),
  }));
}
