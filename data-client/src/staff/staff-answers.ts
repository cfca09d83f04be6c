// The JSON answer of every staff function that returns jsonb, as a zod schema: the one declaration of its shape.
// - The TypeScript types of the answers derive from these schemas (`z.infer`): `JsonReturns` below types the staff
//   client's RPC answers (staff-database.ts), and the fetchers' row types (StatusChange, FurtherContact, ...) are
//   taken from it. Nothing else declares an answer's shape.
// - The data layer's integration tests (staff-answers.integration.test.ts) call every one of these functions on the
//   local stack and parse its answer with the schema. Objects are strict: a key the SQL renames, adds or drops fails
//   that test, and so does a changed type.
// - Keys are snake_case, like the columns they come from (docs/conventions.md).
// - The fetchers import this module with `import type` only: the dashboards' bundle does not carry the schemas.
// A jsonb function with no schema here fails the typecheck (staff-database.ts: `JsonFunctionsCovered`).
import { z } from '../schemas/zod';
import { RECOVERY_CONSENTS, RECOVERY_OUTCOMES, RECOVERY_SEQUENCES } from './checkout-recovery';
import { SUBJECT_TABLES } from './data-requests';
import { FUNNEL_OUTSIDE_KEYS, FUNNEL_STEP_KEYS } from './insights';
import { SURVEY_CHOICE_FIELDS } from './survey-results';

const timestamp = z.string().min(1);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const counts = z.record(z.string(), z.number());

export const dayCount = z.strictObject({ day: isoDay, count: z.number() });

const revenueFigures = {
  leads: z.number(),
  sales: z.number(),
  revenue: z.number(),
  /** sales * 100 / leads (two decimals); null without leads. */
  conversion: z.number().nullable(),
};

export const recoveryQueueItem = z.strictObject({
  checkout_event_id: z.number(),
  event: z.string(),
  event_at: timestamp,
  buyer_name: z.string().nullable(),
  buyer_email: z.string(),
  phone: z.string().nullable(),
  /** R$: the event's price, else the newest price among the buyer's events (an abandonment carries none). */
  value: z.number().nullable(),
  currency: z.string(),
  payment_type: z.string().nullable(),
  payment_expires_at: timestamp.nullable(),
  consent: z.enum(RECOVERY_CONSENTS),
  purchase_lead_id: z.number().nullable(),
  lead_id: z.number().nullable(),
  outcome: z.enum(RECOVERY_OUTCOMES).nullable(),
  outcome_at: timestamp.nullable(),
  outcome_by: z.string().nullable(),
  /** Recovery e-mails already sent to the buyer for this launch. */
  sent: z.array(z.strictObject({ message_key: z.string(), sent_at: timestamp })),
});

const recoveryGroup = z.strictObject({
  buyers: z.number(),
  recovered: z.number(),
  /** R$ of the recovered buyers' approved transactions (not refunded). */
  revenue: z.number(),
  /** recovered / buyers (0-1, four decimals); null without buyers. */
  rate: z.number().nullable(),
});

export const recoveryReport = z.strictObject({
  lancamento: z.number(),
  holdout_percent: z.number(),
  sequences: z.array(
    z.strictObject({
      sequence: z.enum(RECOVERY_SEQUENCES),
      messaged: recoveryGroup,
      holdout: recoveryGroup,
      /** messaged rate - holdout rate, with its 95 % Newcombe-Wilson interval; null when a group is empty. */
      lift: z.number().nullable(),
      lift_low: z.number().nullable(),
      lift_high: z.number().nullable(),
      revenue_per_buyer_messaged: z.number().nullable(),
      revenue_per_buyer_holdout: z.number().nullable(),
    }),
  ),
});

export const unmatchedCheckoutEvent = z.strictObject({
  id: z.number(),
  event_id: z.string(),
  event: z.string(),
  event_at: timestamp,
  transaction: z.string().nullable(),
  buyer_email: z.string(),
  buyer_name: z.string().nullable(),
  buyer_phone: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  installments: z.number(),
  offer_code: z.string().nullable(),
  /** The launch of the offer, when a launch's checkout links carry it. */
  lancamento: z.number().nullable(),
  src: z.string().nullable(),
  sck: z.string().nullable(),
  xcod: z.string().nullable(),
  received_at: timestamp,
});

export const coldLead = z.strictObject({
  id: z.number(),
  country_code: z.string(),
  phone_number: z.string(),
  formatted_phone: z.string().nullable(),
  saved_name: z.string().nullable(),
  group_name: z.string().nullable(),
  group_id: z.string().nullable(),
  source: z.string().nullable(),
  lancamento: z.number(),
  is_active: z.boolean(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  anonymised_at: timestamp.nullable(),
});

export const coldLeadStats = z.strictObject({
  total_contacts: z.number(),
  with_saved_name: z.number(),
  brazil_contacts: z.number(),
  other_countries: z.number(),
  active_contacts: z.number(),
  inactive_contacts: z.number(),
  by_group: counts,
  by_source: counts,
  last_updated: timestamp.nullable(),
});

export const coldLeadImportResult = z.strictObject({
  inserted: z.number(),
  /** Already there (same country code + phone + launch): not duplicated. */
  skipped: z.number(),
  /** Lines that could not be saved, with the server's reason; lines of other batches are kept. */
  failed: z.array(z.strictObject({ line: z.number(), message: z.string() })),
});

export const subjectIdentifiers = z.strictObject({ emails: z.array(z.string()), phones: z.array(z.string()) });

/** Rows as stored (tokens and token digests left out): their columns are the tables' own. */
const subjectRows = z.array(z.record(z.string(), z.unknown()));

export const furtherContact = z.strictObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  programming_experience: z.string().nullable(),
  utm: z.record(z.string(), z.string()),
  consent_at: timestamp,
  consent_ip: z.string().nullable(),
  consent_user_agent: z.string().nullable(),
  consent_language: z.string().nullable(),
  /** Purchase intents: this attempt went on to checkout. */
  redirected_to_payment: z.boolean(),
  payment_url: z.string().nullable(),
});

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

export const unsubscribeLinkRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  lancamento: z.number(),
  active: z.boolean(),
  unsubscribe_token: z.string(),
});

export const statusChange = z.strictObject({
  id: z.number(),
  from_status: z.string(),
  to_status: z.string(),
  changed_by: z.string().nullable(),
  changed_by_email: z.string().nullable(),
  changed_at: timestamp,
  /** 'staff' (by hand), 'checkout' (the checkout webhook) or null (the system). */
  actor: z.enum(['staff', 'checkout']).nullable(),
  /** The checkout event behind a 'checkout' change (e.g. PURCHASE_APPROVED). */
  event: z.string().nullable(),
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

const emailMessageKey = z.enum([
  'registration_confirmation',
  'waitlist_confirmation',
  'event_eve',
  'class_reminder',
  'class_live',
  'cart_open',
  'cart_closing',
  'waitlist_next_launch',
  'recovery_abandoned_1',
  'recovery_abandoned_2',
  'recovery_abandoned_3',
  'recovery_billet',
  'recovery_pix',
  'class_replay',
  'class_missed',
]);
const emailSkipReason = z.enum([
  'unsubscribed',
  'no_consent',
  'expired',
  'anonymised',
  'recipient_removed',
  'class_removed',
  'settled',
  // Held back at registration (supabase/migrations/20261127200000_email_abuse.sql) and suppressed at send time.
  'client_cap',
  'site_budget',
  'suppressed',
  'watched_live',
  'watched_class',
]);

/** A launch's live class as staff edit it (public.save_launch_classes). */
export const staffLaunchClass = z.strictObject({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  starts_at: timestamp,
  live_url: z.string().nullable(),
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

export const staffAnswers = {
  anonymise_data_subject: z.strictObject(
    Object.fromEntries(SUBJECT_TABLES.map((table) => [table, z.number()])) as Record<
      (typeof SUBJECT_TABLES)[number],
      z.ZodNumber
    >,
  ),
  /** Confirmations held back per minute (site health), with the figures. */
  confirmation_bursts: z.strictObject({
    per_client: z.number(),
    per_client_window_minutes: z.number(),
    per_site_minute: z.number(),
    minutes: z.array(z.strictObject({ minute: timestamp, client_cap: z.number(), site_budget: z.number() })),
  }),
  checkout_revenue_by_utm: z.strictObject({
    dimension: z.enum(['source', 'campaign']),
    lancamento: z.number().nullable(),
    rows: z.array(z.strictObject({ value: z.string(), ...revenueFigures })),
    totals: z.strictObject(revenueFigures),
  }),
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
  checkout_unmatched_events: z.array(unmatchedCheckoutEvent),
  checkout_recovery_queue: z.array(recoveryQueueItem),
  checkout_recovery_report: recoveryReport,
  set_checkout_recovery_outcome: z.strictObject({
    checkout_event_id: z.number(),
    outcome: z.enum(RECOVERY_OUTCOMES),
    outcome_at: timestamp,
  }),
  cold_lead_stats: coldLeadStats,
  cold_leads_page: z.strictObject({
    rows: z.array(coldLead),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
    total_pages: z.number(),
  }),
  convert_cold_lead: z.strictObject({
    already_converted: z.boolean(),
    id: z.number(),
    name: z.string(),
    email: z.string(),
  }),
  email_preview: z.strictObject({
    id: z.number(),
    message_key: emailMessageKey,
    subject: z.string(),
    body: z.string(),
    variables: z.record(z.string(), z.string()),
    to_email: z.string().nullable(),
    site_url: z.string(),
  }),
  email_preview_leads: z.array(z.strictObject({ id: z.number(), name: z.string(), email: z.string() })),
  email_variables: z.array(
    z.strictObject({ name: z.string(), description: z.string(), message_keys: z.array(emailMessageKey) }),
  ),
  find_data_subject: z.strictObject({
    ...(Object.fromEntries(SUBJECT_TABLES.map((table) => [table, subjectRows])) as Record<
      (typeof SUBJECT_TABLES)[number],
      typeof subjectRows
    >),
    identifiers: subjectIdentifiers,
  }),
  /** Per message: sent, hard bounces, soft bounces, complaints and the rates, with the provider's thresholds. */
  email_delivery_rates: z.strictObject({
    bounce_threshold: z.number(),
    complaint_threshold: z.number(),
    suppressed: z.number(),
    messages: z.array(
      z.strictObject({
        id: z.number(),
        message_key: emailMessageKey,
        sent: z.number(),
        bounces: z.number(),
        soft_bounces: z.number(),
        complaints: z.number(),
        bounce_rate: z.number().nullable(),
        complaint_rate: z.number().nullable(),
      }),
    ),
  }),
  /** Confirmations held back at registration, newest first. */
  email_held_back: z.array(
    z.strictObject({
      id: z.number(),
      created_at: timestamp,
      to_email: z.string(),
      message_key: emailMessageKey,
      reason: z.enum(['client_cap', 'site_budget']),
    }),
  ),
  funnel_filter_options: z.strictObject({ sources: z.array(z.string()), campaigns: z.array(z.string()) }),
  import_ad_spend: adSpendImport,
  commit_ad_spend_import: adSpendImport,
  import_cold_leads: coldLeadImportResult,
  commit_cold_leads_import: coldLeadImportResult,
  launch_email_messages: z.array(
    z.strictObject({
      id: z.number(),
      lancamento: z.number(),
      message_key: emailMessageKey,
      subject: z.string(),
      body: z.string(),
      paused: z.boolean(),
      updated_at: timestamp,
      delay_minutes: z.number().nullable(),
      sends: z.array(
        z.strictObject({
          class_id: z.number().nullable(),
          class_title: z.string().nullable(),
          send_at: timestamp,
          expires_at: timestamp,
        }),
      ),
      counts: z.strictObject({
        scheduled: z.number(),
        sending: z.number(),
        sent: z.number(),
        failed: z.number(),
        skipped: z.number(),
        tests: z.number(),
      }),
      skipped_reasons: z.array(z.strictObject({ reason: emailSkipReason, count: z.number() })),
      failures: z.array(z.strictObject({ reason: z.string(), count: z.number() })),
    }),
  ),
  launch_email_plan: z.array(
    z.strictObject({
      message_key: z.string(),
      class_id: z.number().nullable(),
      class_title: z.string().nullable(),
      nominal_at: timestamp,
      expires_at: timestamp,
      deliver_by: timestamp.nullable(),
      earliest_at: timestamp,
      start_at: timestamp,
      recipients: z.number(),
      messages_per_second: z.number(),
      duration_seconds: z.number(),
      last_leaves_at: timestamp,
      fits: z.boolean(),
      rate_needed: z.number().nullable(),
    }),
  ),
  launch_funnel: z.strictObject({
    lancamento: z.number(),
    steps: z.array(funnelStep),
    outside: z.array(funnelOutsideLine),
    overall_conversion: z.number().nullable(),
  }),
  /** Keyed by lead id. */
  lead_email_log: z.array(
    z.strictObject({
      id: z.number(),
      message_key: emailMessageKey,
      lancamento: z.number(),
      class_title: z.string().nullable(),
      subject: z.string().nullable(),
      status: z.enum(['pending', 'sending', 'sent', 'failed', 'skipped']),
      skip_reason: emailSkipReason.nullable(),
      last_error: z.string().nullable(),
      attempts: z.number(),
      created_at: timestamp,
      sent_at: timestamp.nullable(),
    }),
  ),
  lead_further_contacts: z.record(z.string(), z.array(furtherContact)),
  lead_source_metrics: z.strictObject({
    total_leads: z.number(),
    total_sources: z.number(),
    /** The launch filtered on, or null for every launch. */
    lancamento: z.number().nullable(),
    /** yyyy-mm-dd dates, or 'Início' / 'Agora' when open. */
    date_range: z.strictObject({ from: z.string(), to: z.string() }),
    sources: z.array(leadSourceRow),
  }),
  lead_unsubscribe_tokens: z.array(unsubscribeLinkRow),
  lead_utm_breakdown: z.array(z.strictObject({ value: z.string(), count: z.number(), percentage: z.number() })),
  leads_per_day: z.array(dayCount),
  link_checkout_event: z.strictObject({
    linked: z.number(),
    purchase_lead_id: z.number(),
    status: z.string().nullable(),
  }),
  purchase_lead_stats: z.strictObject({
    total_leads: z.number(),
    total_redirected: z.number(),
    /** Percent with two decimals. */
    conversion_rate: z.number(),
    by_status: counts,
    by_utm_source: counts,
    by_payment_processor: counts,
    recent_leads: z.array(
      z.strictObject({
        id: z.number(),
        name: z.string(),
        email: z.string(),
        status: z.string(),
        created_at: timestamp,
      }),
    ),
  }),
  purchase_lead_status_history: z.array(statusChange),
  save_launch_classes: z.array(staffLaunchClass),
  launch_attendance: z.strictObject({
    lancamento: z.number(),
    registered: z.number(),
    classes: z.array(
      z.strictObject({
        class_id: z.number(),
        position: z.number(),
        title: z.string(),
        starts_at: timestamp,
        duration_minutes: z.number(),
        watched_live: z.number(),
        watched_replay: z.number(),
        watched_only_replay: z.number(),
        saw_offer: z.number(),
        live_minutes: z.number(),
        replay_minutes: z.number(),
        viewers_now: z.number(),
        viewers_total: z.number(),
        audience_updated_at: timestamp.nullable(),
      }),
    ),
    campaigns: z.array(
      z.strictObject({
        utm_source: z.string(),
        utm_campaign: z.string(),
        utm_content: z.string(),
        registered: z.number(),
        watched_live: z.number(),
        watched_replay: z.number(),
        purchase_intent: z.number(),
        sold: z.number(),
        attendance_rate: z.number().nullable(),
      }),
    ),
  }),
  launch_attendance_rows: z.array(
    z.strictObject({
      lead_id: z.number(),
      name: z.string(),
      email: z.string(),
      utm_source: z.string().nullable(),
      utm_campaign: z.string().nullable(),
      utm_content: z.string().nullable(),
      class_position: z.number(),
      class_title: z.string(),
      live_minutes: z.number(),
      replay_minutes: z.number(),
      offer_minutes: z.number(),
      first_seen_at: timestamp,
      last_seen_at: timestamp,
    }),
  ),
  lead_attendance: z.array(
    z.strictObject({
      email: z.string(),
      classes: z.array(
        z.strictObject({
          position: z.number(),
          live_minutes: z.number(),
          replay_minutes: z.number(),
          saw_offer: z.boolean(),
        }),
      ),
    }),
  ),
  save_class_page: z.strictObject({
    id: z.number(),
    duration_minutes: z.number(),
    offer_from_minute: z.number().nullable(),
    offer_to_minute: z.number().nullable(),
    replay_until: timestamp.nullable(),
  }),
  save_launch_platform_fee: z.strictObject({
    lancamento: z.number(),
    platform_fee_percent: z.number(),
    platform_fee_fixed: z.number(),
  }),
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

export type StaffJsonFunction = keyof typeof staffAnswers;

/** What each jsonb function returns (the staff client's RPC answers). */
export type JsonReturns = { [Name in StaffJsonFunction]: z.infer<(typeof staffAnswers)[Name]> };
