// An address as mail software reads it: the rule of private.email_address_problem
// (supabase/migrations/20261127200000_email_abuse.sql), so the page checks what the database checks. RFC 5321 lengths
// (local part <= 64, domain <= 255, whole <= 254 octets), a dot-atom local part (no quotes, brackets, <>, spaces or
// control characters), a domain of letters, digits and inner hyphens whose last label starts with a letter. A
// non-ASCII address has its own message: the sender does not speak SMTPUTF8.

export type EmailAddressProblem = 'invalid' | 'international';

/** The same text register_lead / join_waitlist answer. */
export const INTERNATIONAL_EMAIL_MESSAGE =
  'Não conseguimos enviar e-mails para endereços com acentos, ç ou outras letras fora do alfabeto simples. Confira o e-mail ou use outro endereço.';

const WHOLE = /^[^@]+@[^@]+$/;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Why an address (trimmed, lower case) cannot receive launch e-mail; null when it can. */
export function emailAddressProblem(email: string): EmailAddressProblem | null {
  if (email === '') return 'invalid';
  // A character past U+007F; ASCII control characters fail the patterns below ('invalid'), as in the database.
  if ([...email].some((char) => char.codePointAt(0)! > 0x7f)) return 'international';
  // ASCII from here on: characters are octets.
  if (email.length > 254 || !WHOLE.test(email)) return 'invalid';
  const at = email.indexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || domain.length > 255) return 'invalid';
  return LOCAL_PART.test(local) && DOMAIN.test(domain) ? null : 'invalid';
}

/** A zod superRefine step for an e-mail field: the form's message for each problem. */
export function checkEmailAddress(messages: { emailInvalid: string; emailInternational: string }) {
  return (value: string, context: { addIssue(issue: { code: 'custom'; message: string }): void }): void => {
    const problem = emailAddressProblem(value);
    if (problem)
      context.addIssue({
        code: 'custom',
        message: problem === 'international' ? messages.emailInternational : messages.emailInvalid,
      });
  };
}
