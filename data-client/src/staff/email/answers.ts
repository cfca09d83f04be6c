// The JSON answers of the launch e-mail (messages, previews, the send plan, delivery and abuse figures, a lead's log)
// staff functions, as zod schemas: the one declaration of each answer's shape (../staff-answers.ts collects them; its
// header says how they are typed and tested).
import { z } from '../../schemas/zod';
import { timestamp } from '../answer-schemas';

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

/** The email staff functions that return jsonb, by name, with the schema of their answer. */
export const emailAnswers = {
  /** Confirmations held back per minute (site health), with the figures. */
  confirmation_bursts: z.strictObject({
    per_client: z.number(),
    per_client_window_minutes: z.number(),
    per_site_minute: z.number(),
    minutes: z.array(z.strictObject({ minute: timestamp, client_cap: z.number(), site_budget: z.number() })),
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
};
