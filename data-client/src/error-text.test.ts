import { describe, expect, it } from 'vitest';
import { checkId, DataError, refuse } from './errors';
import { dataErrorKind, errorText, TOO_MANY_ATTEMPTS } from './error-text';

const texts = { fallback: 'Falhou.', network: 'Sem conexão.', notFound: 'Não encontrado.' };

describe('errorText', () => {
  it("words each kind with the screen's text, the rest with the fallback", () => {
    expect(errorText(new DataError('x', 'network'), texts)).toBe('Sem conexão.');
    expect(errorText(new DataError('x', 'not_found'), texts)).toBe('Não encontrado.');
    expect(errorText(new DataError('x', 'forbidden'), texts)).toBe('Falhou.');
    expect(errorText(new DataError('x', 'unknown'), texts)).toBe('Falhou.');
    expect(errorText(new Error('boom'), texts)).toBe('Falhou.');
    expect(errorText(undefined, texts)).toBe('Falhou.');
  });

  it('shows the shared text for the abuse limits unless the screen words it', () => {
    expect(errorText(new DataError('x', 'rate_limited'), texts)).toBe(TOO_MANY_ATTEMPTS);
    expect(errorText(new DataError('x', 'rate_limited'), { ...texts, rateLimited: 'Espere.' })).toBe('Espere.');
  });

  it("shows the server's validation message for a refused input, or the screen's word for it", () => {
    const refused = new DataError('E-mail inválido.', 'invalid');
    expect(refused.validation).toBe('E-mail inválido.');
    expect(errorText(refused, texts)).toBe('E-mail inválido.');
    expect(errorText(refused, { ...texts, invalid: 'Confira os dados.' })).toBe('Confira os dados.');
    expect(new DataError('erro ao salvar', 'unknown').validation).toBeNull();
  });

  it("words data-client's own refusal by its reason, never by its log message", () => {
    const refused = refuse('no_identifier', 'a data-subject search needs an e-mail or a phone number');
    expect(refused.kind).toBe('invalid');
    expect(refused.validation).toBeNull();
    expect(errorText(refused, { ...texts, reasons: { no_identifier: 'Informe um e-mail.' } })).toBe(
      'Informe um e-mail.',
    );
    expect(errorText(refused, { ...texts, reasons: { no_selection: 'Selecione.' } })).toBe('Falhou.');
    expect(errorText(refused, { ...texts, invalid: 'Confira os dados.' })).toBe('Confira os dados.');
    expect(errorText(refuse('bad_argument', 'launch id must be a positive integer, got 0'), texts)).toBe('Falhou.');
  });

  it('refuses an id that is not a positive integer as a programming error', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(() => checkId(id, 'launch id')).toThrow(
        expect.objectContaining({ kind: 'invalid', reason: 'bad_argument' }),
      );
    }
    expect(() => checkId(7, 'launch id')).not.toThrow();
  });

  it('recognises a DataError by its name and kind only', () => {
    expect(dataErrorKind(new DataError('x', 'auth'))).toBe('auth');
    expect(dataErrorKind(Object.assign(new Error('x'), { kind: 'auth' }))).toBeNull();
  });
});
