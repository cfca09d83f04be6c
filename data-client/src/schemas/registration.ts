import { z } from './zod';
import { digitCount } from './validation';
import { checkEmailAddress, INTERNATIONAL_EMAIL_MESSAGE } from './email-address';

/** Visitor-side spec, section 5 'Registration', in this order. */
export const REGISTRATION_MESSAGES = {
  name: 'Por favor, preencha seu nome completo.',
  email: 'Por favor, preencha seu e-mail.',
  /** Not in the spec's list (the browser's e-mail input checks it); the same text the server answers. */
  emailInvalid: 'Por favor, informe um e-mail válido.',
  /** An address with accents or ç: the sender cannot write it on the wire (the database answers the same). */
  emailInternational: INTERNATIONAL_EMAIL_MESSAGE,
  experience: 'Por favor, selecione sua experiência em programação.',
  whatsapp: 'Por favor, digite um número de WhatsApp válido.',
} as const;

export const MIN_WHATSAPP_DIGITS = 8;

/** Field-level validators (a form can check one field on blur / edit). */
export const registrationFields = {
  name: z.string().trim().min(1, { error: REGISTRATION_MESSAGES.name }),
  email: z
    .string()
    .trim()
    .min(1, { error: REGISTRATION_MESSAGES.email, abort: true })
    .transform((value) => value.toLowerCase())
    .superRefine(checkEmailAddress(REGISTRATION_MESSAGES)),
  programming_experience: z.enum(['already_programmed', 'want_to_learn'], { error: REGISTRATION_MESSAGES.experience }),
  /** Dial code, e.g. '+55'. */
  whatsapp_country: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, { error: REGISTRATION_MESSAGES.whatsapp }),
  /** The masked number as typed. */
  whatsapp_number: z
    .string()
    .refine((value) => digitCount(value) >= MIN_WHATSAPP_DIGITS, { error: REGISTRATION_MESSAGES.whatsapp }),
};

/**
 * The registration form. Keys are declared in the spec's check order (name, e-mail, experience, WhatsApp), so the
 * first issue is the message the spec shows.
 */
export const registrationSchema = z.object({
  name: registrationFields.name,
  email: registrationFields.email,
  programming_experience: registrationFields.programming_experience,
  whatsapp_number: registrationFields.whatsapp_number,
  whatsapp_country: registrationFields.whatsapp_country.default('+55'),
});

export type RegistrationFormInput = z.input<typeof registrationSchema>;
export type RegistrationFormValues = z.output<typeof registrationSchema>;
