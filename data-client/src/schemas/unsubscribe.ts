import { z } from './zod';
import { UNSUBSCRIBE_REASONS } from '../public/unsubscribe';

/** Visitor-side spec, section 5 'Unsubscribe'. */
export const UNSUBSCRIBE_MESSAGES = {
  reason: 'Por favor, selecione um motivo para o cancelamento.',
  otherReason: 'Por favor, descreva o motivo do cancelamento.',
} as const;

export const unsubscribeFields = {
  reason: z.enum(UNSUBSCRIBE_REASONS, { error: UNSUBSCRIBE_MESSAGES.reason }),
  other_reason: z.string().trim().default(''),
};

/** A reason is required; 'other' requires non-empty trimmed text (sent trimmed). */
export const unsubscribeSchema = z
  .object({ reason: unsubscribeFields.reason, other_reason: unsubscribeFields.other_reason })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.other_reason === '') {
      ctx.addIssue({ code: 'custom', path: ['other_reason'], message: UNSUBSCRIBE_MESSAGES.otherReason });
    }
  });

export type UnsubscribeFormValues = z.output<typeof unsubscribeSchema>;
