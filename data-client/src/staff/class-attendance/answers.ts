// The JSON answers of the class attendance (per launch, per lead) staff functions, as zod schemas: the one declaration
// of each answer's shape (../staff-answers.ts collects them; its header says how they are typed and tested).
import { z } from '../../schemas/zod';
import { timestamp } from '../answer-schemas';

/** The class attendance staff functions that return jsonb, by name, with the schema of their answer. */
export const classAttendanceAnswers = {
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
};
