// Registration checks in the spec's order (visitor-side.md §5): name, e-mail, experience, WhatsApp (>= 8 digits),
// with data-client's zod schema (its keys are declared in that order, so the first issue is the message to show).
// The form imports this module on first focus / submit, keeping zod out of the landing's first download.
import { firstErrorMessage } from '@funil/data-client/schemas/validation';
import { registrationSchema } from '@funil/data-client/schemas/registration';
import type { ProgrammingExperience } from './registration-messages';

export interface RegistrationFormValues {
  name: string;
  email: string;
  /** Dial code of the chosen country, e.g. '+55'. */
  whatsappCountry: string;
  /** Masked national number as typed. */
  whatsappNumber: string;
  experience: ProgrammingExperience | '';
}

export type RegistrationField = 'name' | 'email' | 'experience' | 'whatsapp';

export interface RegistrationError {
  field: RegistrationField;
  message: string;
}

const FIELD_OF_KEY: Record<string, RegistrationField> = {
  name: 'name',
  email: 'email',
  programming_experience: 'experience',
  whatsapp_number: 'whatsapp',
  whatsapp_country: 'whatsapp',
};

/** The first failing rule (one message at a time, like the original form), or null when the form can be sent. */
export function validateRegistration(values: RegistrationFormValues): RegistrationError | null {
  const result = registrationSchema.safeParse({
    name: values.name,
    email: values.email,
    programming_experience: values.experience === '' ? undefined : values.experience,
    whatsapp_number: values.whatsappNumber,
    whatsapp_country: values.whatsappCountry,
  });
  const message = firstErrorMessage(result);
  if (result.success || message === null) return null;
  const key = String(result.error.issues[0]?.path[0] ?? '');
  return { field: FIELD_OF_KEY[key] ?? 'name', message };
}
