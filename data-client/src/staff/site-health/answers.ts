// The JSON answers of the site health (signals, remote builds) staff functions, as zod schemas: the one declaration of
// each answer's shape (../staff-answers.ts collects them; its header says how they are typed and tested).
import { z } from '../../schemas/zod';
import { timestamp } from '../answer-schemas';

const device = z.enum(['mobile', 'desktop']);

/** public.site_remote_builds: per remote and build ('shell' for the shell's own build), what a canary compares. */
export const remoteBuildHealth = z.strictObject({
  remote: z.string(),
  build: z.string(),
  page_views: z.number(),
  remote_load_failures: z.number(),
  failure_rate: z.number().nullable(),
  errors: z.number(),
  error_rate: z.number().nullable(),
  lcp_p75: z.number().nullable(),
  inp_p75: z.number().nullable(),
  cls_p75: z.number().nullable(),
});

/** The site health staff functions that return jsonb, by name, with the schema of their answer. */
export const siteHealthAnswers = {
  site_health: z.strictObject({
    hours: z.number(),
    since: timestamp,
    page_views: z.number(),
    vitals: z.array(
      z.strictObject({
        route: z.string(),
        device,
        metric: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
        p75: z.number(),
        samples: z.number(),
      }),
    ),
    vital_targets: z.array(
      z.strictObject({
        metric: z.enum(['LCP', 'INP', 'CLS']),
        route: z.string(),
        device,
        target: z.string(),
        count: z.number(),
        not_good: z.number(),
      }),
    ),
    errors: z.array(
      z.strictObject({
        fingerprint: z.string(),
        kind: z.enum(['error', 'rejection', 'resource']),
        error_type: z.string(),
        message: z.string(),
        top_frame: z.string(),
        remote: z.string(),
        build: z.string(),
        sample_message: z.string(),
        sample_stack: z.string(),
        sample_route: z.string(),
        first_seen: timestamp,
        last_seen: timestamp,
        count: z.number(),
        views: z.number(),
      }),
    ),
    remote_failures: z.array(
      z.strictObject({
        remote: z.string(),
        build: z.string(),
        expose: z.string(),
        code: z.string(),
        route: z.string(),
        count: z.number(),
        last_seen: timestamp,
      }),
    ),
    csp: z.array(
      z.strictObject({
        directive: z.string(),
        blocked_url: z.string(),
        page_count: z.number(),
        report_count: z.number(),
        routes: z.array(z.string()),
      }),
    ),
  }),
  site_remote_builds: z.array(remoteBuildHealth),
};
