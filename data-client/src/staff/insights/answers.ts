// The JSON answers of the insights (the launch funnel, lead sources, survey results) staff functions, as zod schemas:
// the one declaration of each answer's shape (../staff-answers.ts collects them; its header says how they are typed and
// tested).
import { z } from '../../schemas/zod';
import { isoDay, timestamp } from '../answer-schemas';
import { FUNNEL_OUTSIDE_KEYS, FUNNEL_STEP_KEYS, SURVEY_CHOICE_FIELDS } from './vocabulary';

export const dayCount = z.strictObject({ day: isoDay, count: z.number() });

export const funnelStep = z.strictObject({
  key: z.enum(FUNNEL_STEP_KEYS),
  count: z.number(),
  /** Percent of the previous step (two decimals); null for the first step or after an empty one. */
  conversion: z.number().nullable(),
  /** Percent of the first step (two decimals); null when the first step is empty. */
  of_first: z.number().nullable(),
});

/** Purchase intents outside the funnel, shown beside it: how many, how many reached checkout, how many sold. */
export const funnelOutsideLine = z.strictObject({
  key: z.enum(FUNNEL_OUTSIDE_KEYS),
  count: z.number(),
  redirected: z.number(),
  sold: z.number(),
});

/** One row of the source table: medium is the first one seen for the source; percentage is a whole number. */
export const leadSourceRow = z.strictObject({
  source: z.string(),
  medium: z.string(),
  count: z.number(),
  percentage: z.number(),
});

export const dreamAnswer = z.strictObject({
  id: z.number(),
  email: z.string(),
  sonho: z.string(),
  created_at: timestamp,
});

export const surveyOptionCount = z.strictObject({
  value: z.string(),
  count: z.number(),
  /** One decimal. */
  percentage: z.number(),
});

/** The insights staff functions that return jsonb, by name, with the schema of their answer. */
export const insightsAnswers = {
  funnel_filter_options: z.strictObject({ sources: z.array(z.string()), campaigns: z.array(z.string()) }),
  launch_funnel: z.strictObject({
    lancamento: z.number(),
    steps: z.array(funnelStep),
    outside: z.array(funnelOutsideLine),
    overall_conversion: z.number().nullable(),
  }),
  lead_source_metrics: z.strictObject({
    total_leads: z.number(),
    total_sources: z.number(),
    /** The launch filtered on, or null for every launch. */
    lancamento: z.number().nullable(),
    /** yyyy-mm-dd dates, or 'Início' / 'Agora' when open. */
    date_range: z.strictObject({ from: z.string(), to: z.string() }),
    sources: z.array(leadSourceRow),
  }),
  lead_utm_breakdown: z.array(z.strictObject({ value: z.string(), count: z.number(), percentage: z.number() })),
  leads_per_day: z.array(dayCount),
  survey_dreams: z.strictObject({
    rows: z.array(dreamAnswer),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
    total_pages: z.number(),
  }),
  survey_results: z.strictObject({
    lancamento: z.number(),
    total: z.number(),
    /** null when the launch has no answers. */
    questions: z
      .array(z.strictObject({ field: z.enum(SURVEY_CHOICE_FIELDS), options: z.array(surveyOptionCount) }))
      .nullable(),
    per_day: z.array(dayCount),
  }),
};
