import { describe, expect, it } from 'vitest';
import { DataError } from '@funil/data-client/errors';
import { bulkConversionSummary, conversionMessage, conversionPayload, validateConversionInput } from './conversion';

describe('validateConversionInput', () => {
  it('accepts a blank e-mail and an e-mail with @', () => {
    expect(validateConversionInput({ email: '  ', name: '' })).toBeNull();
    expect(validateConversionInput({ email: 'ana@example.com', name: '' })).toBeNull();
  });
  it('refuses an e-mail without @', () => {
    expect(validateConversionInput({ email: 'ana.example.com', name: 'Ana' })).toBe(
      'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.',
    );
  });
});

describe('conversionPayload', () => {
  it('sends only filled fields, e-mail trimmed and lower-cased', () => {
    expect(conversionPayload({ email: ' Ana@Example.COM ', name: ' Ana Souza ' })).toEqual({
      email: 'ana@example.com',
      name: 'Ana Souza',
    });
    expect(conversionPayload({ email: '', name: ' ' })).toEqual({});
  });
});

describe('conversion messages', () => {
  it('says new or already converted with the id', () => {
    expect(conversionMessage({ alreadyConverted: false, id: 42, name: 'A', email: 'a@x' })).toBe(
      'Lead convertido com sucesso! Novo ID: 42',
    );
    expect(conversionMessage({ alreadyConverted: true, id: 7, name: 'A', email: 'a@x' })).toBe(
      'Lead já convertido anteriormente! ID: 7',
    );
  });
  it('summarises a bulk conversion', () => {
    const result = { alreadyConverted: false, id: 1, name: 'A', email: 'a@x' };
    expect(
      bulkConversionSummary({
        converted: [
          { coldId: 1, result },
          { coldId: 2, result },
        ],
        failed: [{ coldId: 3, error: new DataError('x', 'unknown') }],
      }),
    ).toEqual({
      message: '2 leads convertidos com sucesso, 1 falharam',
      ok: true,
    });
    expect(
      bulkConversionSummary({ converted: [], failed: [{ coldId: 3, error: new DataError('x', 'unknown') }] }).ok,
    ).toBe(false);
  });
});
