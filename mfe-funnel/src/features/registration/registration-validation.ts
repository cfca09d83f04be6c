// Registration checks in the spec's order (visitor-side.md §5): name, e-mail, experience, WhatsApp (>= 8 digits).
// Only the first failing rule is shown, like the original form.
import { REGISTRATION_MESSAGES, type ProgrammingExperience } from './registration-messages';

export interface RegistrationFormValues {
  name: string;
  email: string;
  /** Masked national number as typed (the country's dial code is separate). */
  whatsappNumber: string;
  experience: ProgrammingExperience | '';
}

export type RegistrationField = 'name' | 'email' | 'experience' | 'whatsapp';

export interface RegistrationError {
  field: RegistrationField;
  message: string;
}

export const MIN_WHATSAPP_DIGITS = 8;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function validateRegistration(values: RegistrationFormValues): RegistrationError | null {
  if (values.name.trim() === '') return { field: 'name', message: REGISTRATION_MESSAGES.name };
  if (values.email.trim() === '') return { field: 'email', message: REGISTRATION_MESSAGES.email };
  if (values.experience === '') return { field: 'experience', message: REGISTRATION_MESSAGES.experience };
  if (digitsOf(values.whatsappNumber).length < MIN_WHATSAPP_DIGITS) {
    return { field: 'whatsapp', message: REGISTRATION_MESSAGES.whatsapp };
  }
  return null;
}
