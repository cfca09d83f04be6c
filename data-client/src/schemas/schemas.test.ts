import { describe, expect, it } from 'vitest';
import { purchaseFields, purchaseSchema, PURCHASE_MESSAGES } from './purchase';
import { registrationFields, registrationSchema, REGISTRATION_MESSAGES } from './registration';
import { signInSchema, SIGN_IN_MESSAGES } from './staff-sign-in';
import { surveyAnswersSchema, SURVEY_MESSAGES } from './survey';
import { unsubscribeSchema, UNSUBSCRIBE_MESSAGES } from './unsubscribe';
import { fieldErrors, firstErrorMessage, validateField } from './validation';
import { waitlistSchema, WAITLIST_MESSAGES } from './waitlist';

const validRegistration = {
  name: 'Maria Silva',
  email: ' Maria@Example.COM ',
  programming_experience: 'want_to_learn',
  whatsapp_country: '+55',
  whatsapp_number: '(11) 99999-9999',
};

describe('registration schema', () => {
  it('reports the spec messages in the spec order', () => {
    const empty = { name: ' ', email: '', programming_experience: '', whatsapp_country: '+55', whatsapp_number: '123' };
    const result = registrationSchema.safeParse(empty);
    expect(firstErrorMessage(result)).toBe('Por favor, preencha seu nome completo.');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Por favor, preencha seu nome completo.',
      'Por favor, preencha seu e-mail.',
      'Por favor, selecione sua experiência em programação.',
      'Por favor, digite um número de WhatsApp válido.',
    ]);
    expect(firstErrorMessage(registrationSchema.safeParse({ ...empty, name: 'Ana' }))).toBe(
      REGISTRATION_MESSAGES.email,
    );
    expect(firstErrorMessage(registrationSchema.safeParse({ ...empty, name: 'Ana', email: 'a@b.co' }))).toBe(
      REGISTRATION_MESSAGES.experience,
    );
    expect(
      firstErrorMessage(
        registrationSchema.safeParse({
          ...empty,
          name: 'Ana',
          email: 'a@b.co',
          programming_experience: 'already_programmed',
        }),
      ),
    ).toBe(REGISTRATION_MESSAGES.whatsapp);
  });

  it('accepts a valid form, trimming and lower-casing the e-mail', () => {
    const result = registrationSchema.parse(validRegistration);
    expect(result.email).toBe('maria@example.com');
    expect(result.whatsapp_country).toBe('+55');
  });

  it('counts WhatsApp digits, not characters, and exposes field validators', () => {
    expect(validateField(registrationFields.whatsapp_number, '(11) 9999-9')).toBe(REGISTRATION_MESSAGES.whatsapp);
    expect(validateField(registrationFields.whatsapp_number, '1234-5678')).toBeNull();
    expect(validateField(registrationFields.email, 'sem-arroba')).toBe(REGISTRATION_MESSAGES.emailInvalid);
    expect(fieldErrors(registrationSchema.safeParse({ ...validRegistration, name: '' }))).toEqual({
      name: REGISTRATION_MESSAGES.name,
    });
  });
});

describe('survey schema', () => {
  const answers = {
    experiencia_programacao: 'estudei_logica',
    maior_dificuldade: 'falta_pratica',
    atracao_carreira: 'trabalho_remoto',
    fator_bloqueio: 'falta_tempo',
    sonho_realizado: '  Trabalhar com Java  ',
    consumo_conteudo: 'youtube',
    faixa_salarial: 'ate_3000',
  };

  it('accepts the 7 answers and trims the dream', () => {
    expect(surveyAnswersSchema.parse(answers).sonho_realizado).toBe('Trabalhar com Java');
  });

  it('reports the spec messages in order', () => {
    const result = surveyAnswersSchema.safeParse({});
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      SURVEY_MESSAGES.experiencia_programacao,
      SURVEY_MESSAGES.maior_dificuldade,
      SURVEY_MESSAGES.atracao_carreira,
      SURVEY_MESSAGES.fator_bloqueio,
      SURVEY_MESSAGES.sonho_realizado,
      SURVEY_MESSAGES.consumo_conteudo,
      SURVEY_MESSAGES.faixa_salarial,
    ]);
    expect(firstErrorMessage(surveyAnswersSchema.safeParse({ ...answers, sonho_realizado: '   ' }))).toBe(
      'Por favor, nos conte qual seria seu maior sonho realizado',
    );
    expect(firstErrorMessage(surveyAnswersSchema.safeParse({ ...answers, faixa_salarial: 'milionario' }))).toBe(
      'Por favor, selecione sua faixa salarial',
    );
  });
});

describe('purchase schema', () => {
  it('checks required before the other rules', () => {
    const result = purchaseSchema.safeParse({ name: '', email: '', whatsapp_country: '+55', whatsapp_number: '' });
    expect(fieldErrors(result)).toEqual({
      name: PURCHASE_MESSAGES.nameRequired,
      email: PURCHASE_MESSAGES.emailRequired,
      whatsapp_number: PURCHASE_MESSAGES.whatsappRequired,
    });
    expect(result.success ? 0 : result.error.issues.length).toBe(3);
  });

  it('applies the length, pattern and digit rules', () => {
    expect(validateField(purchaseFields.name, ' A ')).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(validateField(purchaseFields.email, 'joao@x')).toBe('Email inválido');
    expect(validateField(purchaseFields.whatsapp_number, '(11) 999')).toBe('WhatsApp deve ter pelo menos 8 dígitos');
    const ok = purchaseSchema.parse({ name: ' Jo ', email: ' JOAO@Mail.com ', whatsapp_number: '(11) 98888-7777' });
    expect(ok).toEqual({
      name: 'Jo',
      email: 'joao@mail.com',
      whatsapp_country: '+55',
      whatsapp_number: '(11) 98888-7777',
    });
  });
});

describe('waitlist schema', () => {
  it('requires name, e-mail and experience; WhatsApp optional, digits only', () => {
    expect(
      firstErrorMessage(
        waitlistSchema.safeParse({ name: '', email: 'a@b.co', programming_experience: 'want_to_learn' }),
      ),
    ).toBe(WAITLIST_MESSAGES.name);
    expect(
      firstErrorMessage(waitlistSchema.safeParse({ name: 'A', email: 'x', programming_experience: 'want_to_learn' })),
    ).toBe(WAITLIST_MESSAGES.emailInvalid);
    expect(
      firstErrorMessage(waitlistSchema.safeParse({ name: 'A', email: 'a@b.co', programming_experience: '' })),
    ).toBe(WAITLIST_MESSAGES.experience);
    expect(waitlistSchema.parse({ name: 'A', email: 'a@b.co', programming_experience: 'want_to_learn' }).whatsapp).toBe(
      '',
    );
    expect(
      waitlistSchema.parse({
        name: 'A',
        email: 'a@b.co',
        whatsapp: '+55 (11) 91234-5678',
        programming_experience: 'already_programmed',
      }).whatsapp,
    ).toBe('5511912345678');
    expect(
      firstErrorMessage(
        waitlistSchema.safeParse({
          name: 'A',
          email: 'a@b.co',
          whatsapp: '123',
          programming_experience: 'want_to_learn',
        }),
      ),
    ).toBe(WAITLIST_MESSAGES.whatsapp);
  });
});

describe('unsubscribe schema', () => {
  it('requires a reason, and text for other', () => {
    expect(firstErrorMessage(unsubscribeSchema.safeParse({ reason: '' }))).toBe(UNSUBSCRIBE_MESSAGES.reason);
    expect(firstErrorMessage(unsubscribeSchema.safeParse({ reason: 'other', other_reason: '   ' }))).toBe(
      'Por favor, descreva o motivo do cancelamento.',
    );
    expect(unsubscribeSchema.parse({ reason: 'other', other_reason: '  muitos e-mails  ' })).toEqual({
      reason: 'other',
      other_reason: 'muitos e-mails',
    });
    expect(unsubscribeSchema.parse({ reason: 'too_many_emails' })).toEqual({
      reason: 'too_many_emails',
      other_reason: '',
    });
  });
});

describe('staff sign-in schema', () => {
  it('requires a valid e-mail and a password', () => {
    expect(fieldErrors(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: SIGN_IN_MESSAGES.emailRequired,
      password: SIGN_IN_MESSAGES.passwordRequired,
    });
    expect(firstErrorMessage(signInSchema.safeParse({ email: 'x', password: 'p' }))).toBe(
      SIGN_IN_MESSAGES.emailInvalid,
    );
    expect(signInSchema.parse({ email: ' Staff@Example.com ', password: 'p' }).email).toBe('staff@example.com');
  });
});
