import { describe, expect, it } from 'vitest';
import { emailAddressProblem, INTERNATIONAL_EMAIL_MESSAGE } from './email-address';
import { REGISTRATION_MESSAGES, registrationFields } from './registration';
import { validateField } from './validation';
import { WAITLIST_MESSAGES, waitlistFields } from './waitlist';

// The same cases as supabase/tests/email-abuse.test.sql (private.email_address_problem).
const REFUSED = [
  'a b@example.com',
  'ab@example.com>',
  '<ab@example.com',
  '"a"@example.com',
  'a(b)@example.com',
  'a@[127.0.0.1]',
  'a@127.0.0.1',
  'a..b@example.com',
  '.ab@example.com',
  'ab.@example.com',
  'a@b@example.com',
  'ab@example',
  'ab@-example.com',
  'ab@example-.com',
  'ab@exa_mple.com',
  'a\tb@example.com',
  'ab@example.com\r',
  'ab,cd@example.com',
  'ab;cd@example.com',
  'ab@example.com;x@y.com',
  'ab\\c@example.com',
  `${'a'.repeat(65)}@example.com`,
  `ab@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
];
const TAKEN = [
  'maria@example.com',
  'maria.silva+java@mail.example.com.br',
  "o'neil@example.com",
  'a_b-c@sub-domain.example.io',
  `${'a'.repeat(64)}@example.com`,
  'x@xn--80ak6aa92e.com',
];

describe('emailAddressProblem', () => {
  it.each(REFUSED)('refuses %j', (address) => expect(emailAddressProblem(address)).toBe('invalid'));
  it.each(TAKEN)('takes %j', (address) => expect(emailAddressProblem(address)).toBeNull());
  it('names a non-ASCII address apart', () => {
    expect(emailAddressProblem('joão@example.com')).toBe('international');
    expect(emailAddressProblem('maria@exemplo-ção.com.br')).toBe('international');
    expect(emailAddressProblem('ana\u0001@example.com')).toBe('invalid');
    expect(emailAddressProblem('ana\u007f@example.com')).toBe('invalid');
  });
});

describe('the forms check what the database checks', () => {
  it('registration and waiting list answer the Portuguese messages', () => {
    expect(validateField(registrationFields.email, ' João@Example.com ')).toBe(INTERNATIONAL_EMAIL_MESSAGE);
    expect(validateField(registrationFields.email, 'ana@example.com>')).toBe(REGISTRATION_MESSAGES.emailInvalid);
    expect(validateField(registrationFields.email, ' Ana@Example.com ')).toBeNull();
    expect(validateField(waitlistFields.email, 'joão@example.com')).toBe(WAITLIST_MESSAGES.emailInternational);
    expect(validateField(waitlistFields.email, 'a..b@example.com')).toBe(WAITLIST_MESSAGES.emailInvalid);
  });
});
