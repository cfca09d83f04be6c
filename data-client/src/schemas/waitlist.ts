import { z } from './zod';
import { MIN_WHATSAPP_DIGITS, REGISTRATION_MESSAGES } from './registration';
import { digitCount } from './validation';
import { checkEmailAddress } from './email-address';
import { digitsOnly } from '@funil/text/digits';

/**
 * The spec leaves these to the browser ('name and e-mail required (browser level)'): the texts are the
 * registration form's, the same the join_waitlist function answers.
 */
export const WAITLIST_MESSAGES = {
  name: REGISTRATION_MESSAGES.name,
  email: REGISTRATION_MESSAGES.email,
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  emailInternational: REGISTRATION_MESSAGES.emailInternational,
  whatsapp: REGISTRATION_MESSAGES.whatsapp,
  experience: REGISTRATION_MESSAGES.experience,
} as const;

export const waitlistFields = {
  name: z.string().trim().min(1, { error: WAITLIST_MESSAGES.name }),
  email: z
    .string()
    .trim()
    .min(1, { error: WAITLIST_MESSAGES.email, abort: true })
    .transform((value) => value.toLowerCase())
    .superRefine(checkEmailAddress(WAITLIST_MESSAGES)),
  /** Optional: empty is fine; when given it needs at least 8 digits. Output: digits only. */
  whatsapp: z
    .string()
    .default('')
    .refine((value) => digitCount(value) === 0 || digitCount(value) >= MIN_WHATSAPP_DIGITS, {
      error: WAITLIST_MESSAGES.whatsapp,
    })
    .transform((value) => digitsOnly(value)),
  programming_experience: z.enum(['already_programmed', 'want_to_learn'], { error: WAITLIST_MESSAGES.experience }),
};

/** The waiting-list form (yes -> already_programmed, no -> want_to_learn); consent is implicit on submit. */
export const waitlistSchema = z.object({
  name: waitlistFields.name,
  email: waitlistFields.email,
  whatsapp: waitlistFields.whatsapp,
  programming_experience: waitlistFields.programming_experience,
});

export type WaitlistFormValues = z.output<typeof waitlistSchema>;
