import { describe, expect, it } from 'vitest';
import { validatePurchase } from './purchase-validation';

const valid = {
  name: 'Maria Souza',
  email: '  Maria@Exemplo.COM ',
  whatsapp_country: '+55',
  whatsapp_number: '(11) 98765-4321',
};

describe('validatePurchase', () => {
  it('returns trimmed values with the e-mail lower-cased', () => {
    expect(validatePurchase(valid)).toEqual({
      ok: true,
      values: {
        name: 'Maria Souza',
        email: 'maria@exemplo.com',
        whatsappCountry: '+55',
        whatsappNumber: '(11) 98765-4321',
      },
    });
  });

  it('gives the required messages for empty fields', () => {
    expect(validatePurchase({ name: ' ', email: '', whatsapp_country: '+55', whatsapp_number: '' })).toEqual({
      ok: false,
      errors: { name: 'Nome é obrigatório', email: 'Email é obrigatório', whatsapp_number: 'WhatsApp é obrigatório' },
    });
  });

  it('gives the format messages: short name, bad e-mail, fewer than 8 digits', () => {
    expect(
      validatePurchase({ name: ' M ', email: 'maria@', whatsapp_country: '+55', whatsapp_number: '(11) 9876' }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Nome deve ter pelo menos 2 caracteres',
        email: 'Email inválido',
        whatsapp_number: 'WhatsApp deve ter pelo menos 8 dígitos',
      },
    });
  });

  it('accepts exactly 8 digits and a 2-character name', () => {
    expect(validatePurchase({ ...valid, name: 'Jo', whatsapp_number: '1234-5678' }).ok).toBe(true);
  });
});
