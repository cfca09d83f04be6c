// The JSON answers of the checkout (revenue by UTM, unmatched events and their linking, the closers' queue, the
// recovery report) staff functions, as zod schemas: the one declaration of each answer's shape (../staff-answers.ts
// collects them; its header says how they are typed and tested).
import { z } from '../../schemas/zod';
import { timestamp } from '../answer-schemas';
import { RECOVERY_CONSENTS, RECOVERY_OUTCOMES, RECOVERY_SEQUENCES } from './vocabulary';

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

/** The checkout staff functions that return jsonb, by name, with the schema of their answer. */
export const checkoutAnswers = {
  checkout_revenue_by_utm: z.strictObject({
    dimension: z.enum(['source', 'campaign']),
    lancamento: z.number().nullable(),
    rows: z.array(z.strictObject({ value: z.string(), ...revenueFigures })),
    totals: z.strictObject(revenueFigures),
  }),
  checkout_unmatched_events: z.array(unmatchedCheckoutEvent),
  checkout_recovery_queue: z.array(recoveryQueueItem),
  checkout_recovery_report: recoveryReport,
  set_checkout_recovery_outcome: z.strictObject({
    checkout_event_id: z.number(),
    outcome: z.enum(RECOVERY_OUTCOMES),
    outcome_at: timestamp,
  }),
  link_checkout_event: z.strictObject({
    linked: z.number(),
    purchase_lead_id: z.number(),
    status: z.string().nullable(),
  }),
};
