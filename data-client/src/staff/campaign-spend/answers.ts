// The JSON answers of the ad spend (the report, the staged import) staff functions, as zod schemas: the one declaration
// of each answer's shape (../staff-answers.ts collects them; its header says how they are typed and tested).
import { z } from '../../schemas/zod';
import { isoDay, timestamp } from '../answer-schemas';

/** Figures of a campaign, ad set, ad, day or cause (public.campaign_spend_report); null where a division by zero would be. */
const spendFigures = {
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  leads: z.number(),
  intents: z.number(),
  sales: z.number(),
  refunds: z.number(),
  gross_revenue: z.number(),
  platform_fee: z.number(),
  net_revenue: z.number(),
  cpl: z.number().nullable(),
  cpa: z.number().nullable(),
  roas: z.number().nullable(),
  gross_roas: z.number().nullable(),
  profit: z.number(),
  conversion: z.number().nullable(),
};

/** Ad platforms' ids: 18-19 digit strings, never JSON numbers (they would lose digits). */
const adId = z.string().regex(/^\d+$/).nullable();

export const spendAd = z.strictObject({
  ...spendFigures,
  key: z.string().nullable(),
  ad_id: adId,
  name: z.string().nullable(),
  names: z.array(z.string()),
});

export const spendAdSet = z.strictObject({
  ...spendFigures,
  key: z.string().nullable(),
  ad_set_id: adId,
  name: z.string().nullable(),
  ads: z.array(spendAd),
});

export const spendCampaign = z.strictObject({
  ...spendFigures,
  key: z.string(),
  campaign_id: adId,
  name: z.string(),
  platforms: z.string(),
  ad_sets: z.array(spendAdSet),
});

/** Every staff function that returns jsonb, by name, with the schema of its answer. */
/** public.import_ad_spend and public.commit_ad_spend_import (the same answer). */
const adSpendImport = z.strictObject({
  received: z.number(),
  rows: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  first_day: isoDay.nullable(),
  last_day: isoDay.nullable(),
});

/** The campaign spend staff functions that return jsonb, by name, with the schema of their answer. */
export const campaignSpendAnswers = {
  campaign_spend_report: z.strictObject({
    lancamento: z.number(),
    platform_fee_percent: z.number(),
    platform_fee_fixed: z.number(),
    spend_rows: z.number(),
    first_day: isoDay.nullable(),
    last_day: isoDay.nullable(),
    last_import_at: timestamp.nullable(),
    totals: z.strictObject(spendFigures),
    campaigns: z.array(spendCampaign),
    days: z.array(z.strictObject({ ...spendFigures, day: isoDay })),
    unexplained: z.array(
      z.strictObject({
        ...spendFigures,
        cause: z.enum(['no_utm', 'campaign_without_spend', 'other_source']),
        top_values: z.array(
          z.strictObject({ value: z.string(), leads: z.number(), sales: z.number(), gross_revenue: z.number() }),
        ),
      }),
    ),
  }),
  import_ad_spend: adSpendImport,
  commit_ad_spend_import: adSpendImport,
};
