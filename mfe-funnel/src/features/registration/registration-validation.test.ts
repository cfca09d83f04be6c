import { describe, expect, it } from 'vitest';
import { validateRegistration, type RegistrationFormValues } from './registration-validation';
import { thankYouPath } from './registration-messages';

const valid: RegistrationFormValues = {
  whatsappCountry: '+55',
  name: 'Maria Silva',
  email: 'maria@example.com',
  whatsappNumber: '(11) 98765-4321',
  experience: 'want_to_learn',
};

describe('registration validation (spec order)', () => {
  it('checks name, then e-mail, then experience, then WhatsApp, one message at a time', () => {
    let values: RegistrationFormValues = {
      name: '',
      email: '',
      whatsappCountry: '+55',
      whatsappNumber: '',
      experience: '',
    };
    expect(validateRegistration(values)).toEqual({ field: 'name', message: 'Por favor, preencha seu nome completo.' });
    values = { ...values, name: '  Maria ' };
    expect(validateRegistration(values)).toEqual({ field: 'email', message: 'Por favor, preencha seu e-mail.' });
    values = { ...values, email: 'maria@example.com' };
    expect(validateRegistration(values)).toEqual({
      field: 'experience',
      message: 'Por favor, selecione sua experiência em programação.',
    });
    values = { ...values, experience: 'already_programmed' };
    expect(validateRegistration(values)).toEqual({
      field: 'whatsapp',
      message: 'Por favor, digite um número de WhatsApp válido.',
    });
    values = { ...values, whatsappNumber: '9876-543' };
    expect(validateRegistration(values)?.field).toBe('whatsapp');
    values = { ...values, whatsappNumber: '9876-5432' };
    expect(validateRegistration(values)).toBeNull();
  });

  it('treats blank text as empty', () => {
    expect(validateRegistration({ ...valid, name: '   ' })?.field).toBe('name');
    expect(validateRegistration({ ...valid, email: ' ' })?.field).toBe('email');
    expect(validateRegistration(valid)).toBeNull();
  });

  it('sends already_programmed to /inscricao/obrigado and want_to_learn to /inscricao/obrigado-2 with the token', () => {
    expect(thankYouPath('already_programmed', 'abc_-1')).toBe('/inscricao/obrigado?data=abc_-1');
    expect(thankYouPath('want_to_learn', 'a+b/c')).toBe('/inscricao/obrigado-2?data=a%2Bb%2Fc');
  });
});
