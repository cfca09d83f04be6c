// The JSON answers of the purchase leads (stats, status history, further contacts, unsubscribe links) staff functions,
// as zod schemas: the one declaration of each answer's shape (../staff-answers.ts collects them; its header says how
// they are typed and tested).
import { z } from '../../schemas/zod';
import { counts, timestamp } from '../answer-schemas';

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

/** The purchase leads staff functions that return jsonb, by name, with the schema of their answer. */
export const purchaseLeadsAnswers = {
  lead_further_contacts: z.record(z.string(), z.array(furtherContact)),
  lead_unsubscribe_tokens: z.array(unsubscribeLinkRow),
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
};
