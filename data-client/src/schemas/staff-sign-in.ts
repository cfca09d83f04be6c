import { z } from './zod';
import { SIMPLE_EMAIL } from './validation';

/** The spec shows no sign-in screen: these texts are ours. */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Por favor, informe seu e-mail.',
  emailInvalid: 'Por favor, informe um e-mail válido.',
  passwordRequired: 'Por favor, informe sua senha.',
} as const;

export const signInFields = {
  email: z
    .string()
    .trim()
    .min(1, { error: SIGN_IN_MESSAGES.emailRequired, abort: true })
    .regex(SIMPLE_EMAIL, { error: SIGN_IN_MESSAGES.emailInvalid })
    .transform((value) => value.toLowerCase()),
  password: z.string().min(1, { error: SIGN_IN_MESSAGES.passwordRequired }),
};

export const signInSchema = z.object({ email: signInFields.email, password: signInFields.password });

export type SignInValues = z.output<typeof signInSchema>;
