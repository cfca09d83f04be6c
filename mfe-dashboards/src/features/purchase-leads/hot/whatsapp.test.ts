import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, statusInfo } from '../../shared/lead-status';
import { firstName, loadPhoneMetadata, messageFor, normalizeWhatsapp, whatsappLink } from './whatsapp';

// The metadata loads on demand (its own chunk); the board waits for it with usePhoneMetadata.
beforeAll(() => loadPhoneMetadata());

describe('normalizeWhatsapp', () => {
  it('gives Brazilian numbers without a country code 55', () => {
    expect(normalizeWhatsapp('(11) 99999-0001')).toBe('5511999990001');
    expect(normalizeWhatsapp('11999990000')).toBe('5511999990000');
    expect(normalizeWhatsapp('(21) 2222-3333')).toBe('552122223333');
    // DDD 55 (Rio Grande do Sul) without the country code is still Brazilian.
    expect(normalizeWhatsapp('55 99123-4567')).toBe('5555991234567');
  });
  it('keeps the country code a number already carries', () => {
    expect(normalizeWhatsapp('+55 11 99999-0001')).toBe('5511999990001');
    expect(normalizeWhatsapp('5511999990001')).toBe('5511999990001');
    expect(normalizeWhatsapp('351912345678')).toBe('351912345678');
    expect(normalizeWhatsapp('+351 912 345 678')).toBe('351912345678');
    expect(normalizeWhatsapp('00351 912 345 678')).toBe('351912345678');
    expect(normalizeWhatsapp('+1 (212) 555-0123')).toBe('12125550123');
    expect(normalizeWhatsapp('447911123456')).toBe('447911123456');
  });
  it('never puts 55 in front of another country code', () => {
    for (const number of ['351912345678', '+351912345678', '34612345678', '4915123456789']) {
      expect(normalizeWhatsapp(number)?.startsWith('55')).toBe(false);
    }
  });
  it('is null without digits', () => {
    expect(normalizeWhatsapp('')).toBeNull();
    expect(normalizeWhatsapp(null)).toBeNull();
    expect(normalizeWhatsapp(' - ')).toBeNull();
  });
});

describe('messageFor', () => {
  it('has one distinct message per status, with the first name', () => {
    const messages = LEAD_STATUSES.map((status) => messageFor(status, 'Maria  da Silva'));
    expect(new Set(messages).size).toBe(LEAD_STATUSES.length);
    for (const message of messages) {
      expect(message).toContain('Maria');
      expect(message).not.toContain('Silva');
    }
  });

  it('reads lower-case statuses and falls back to the novo message', () => {
    expect(messageFor('aguardando pagamento', 'Ana')).toBe(messageFor('AGUARDANDO PAGAMENTO', 'Ana'));
    expect(messageFor('cancelado', 'Ana')).toBe(messageFor('NOVO', 'Ana'));
    expect(messageFor(null, 'Ana')).toBe(messageFor('NOVO', 'Ana'));
  });

  it('gives a greeting without a name', () => {
    expect(firstName('  ')).toBe('tudo bem');
  });
});

describe('whatsappLink', () => {
  it('encodes the text', () => {
    expect(whatsappLink('11 99999-0001', 'Olá, Ana!')).toBe('https://wa.me/5511999990001?text=Ol%C3%A1%2C%20Ana!');
    expect(whatsappLink('', 'x')).toBeNull();
  });
});

describe('statusInfo', () => {
  it('labels, colours and orders the statuses', () => {
    expect(statusInfo('vendido')).toEqual({ status: 'VENDIDO', label: 'Vendido', tone: 'green', order: 5 });
    expect(statusInfo('AGUARDANDO PAGAMENTO PARCELADO').label).toBe('Aguardando Pag. Parcelado');
    expect(statusInfo(undefined)).toMatchObject({ label: 'Novo', tone: 'blue' });
    expect(statusInfo('perdido')).toMatchObject({ label: 'Novo', tone: 'grey' });
  });
});
