// The JSON answers of the launch settings (the classes, the class page, the platform fee) staff functions, as zod
// schemas: the one declaration of each answer's shape (../staff-answers.ts collects them; its header says how they are
// typed and tested).
import { z } from '../../schemas/zod';
import { timestamp } from '../answer-schemas';

/** A launch's live class as staff edit it (public.save_launch_classes). */
export const staffLaunchClass = z.strictObject({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  starts_at: timestamp,
  live_url: z.string().nullable(),
});

/** The launches staff functions that return jsonb, by name, with the schema of their answer. */
export const launchesAnswers = {
  save_launch_classes: z.array(staffLaunchClass),
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
};
