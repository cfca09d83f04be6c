import { describe, expect, it } from 'vitest';
import { DataError, MESSAGES, toDataError, withDetail } from '../../src/errors';

const opts = { fallback: MESSAGES.registrationFailed };

describe('toDataError', () => {
  it('answers the abuse limits (PT429 / HTTP 429) with the Portuguese message, never the raw one', () => {
    const fromCode = toDataError(
      { code: 'PT429', message: 'whatever the server said', details: null, hint: null },
      { ...opts, status: 429 },
    );
    expect(fromCode.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(fromCode.code).toBe('rate_limited');
    const fromStatus = toDataError({ message: 'Too Many Requests' }, { ...opts, status: 429 });
    expect(fromStatus.message).toBe(MESSAGES.tooManyAttempts);
    expect(fromStatus.code).toBe('rate_limited');
  });

  it('shows the function message as is for 22023', () => {
    const error = toDataError(
      { code: '22023', message: 'Por favor, preencha seu nome completo.', details: null, hint: null },
      opts,
    );
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('Por favor, preencha seu nome completo.');
  });

  it('never shows a unique violation', () => {
    const error = toDataError({ code: '23505', message: 'duplicate key value violates unique constraint "x"' }, opts);
    expect(error.code).toBe('unknown');
    expect(error.message).toBe(MESSAGES.registrationFailed);
    expect(error.message).not.toMatch(/23505|duplicate/);
    expect(error.sourceCode).toBe('23505');
  });

  it('maps postgrest-js network failures (status 0) and thrown TypeErrors', () => {
    const fromPostgrest = toDataError(
      { message: 'TypeError: fetch failed', details: '', hint: '', code: '' },
      { ...opts, status: 0 },
    );
    expect(fromPostgrest.code).toBe('network');
    expect(fromPostgrest.message).toBe(MESSAGES.registrationFailed);
    const refused = toDataError(
      { message: 'TypeError: fetch failed', code: 'ECONNREFUSED' },
      { ...opts, network: 'sem rede' },
    );
    expect(refused.code).toBe('network');
    expect(refused.message).toBe('sem rede');
    expect(toDataError(new TypeError('Failed to fetch'), opts).code).toBe('network');
  });

  it('maps permission, not-found and unknown errors to the fallback', () => {
    expect(toDataError({ code: '42501', message: 'permission denied for table x' }, opts)).toMatchObject({
      code: 'forbidden',
      message: MESSAGES.registrationFailed,
    });
    expect(
      toDataError({ code: 'PGRST116', message: 'no rows' }, { ...opts, notFound: MESSAGES.unsubscribeNotFound }),
    ).toMatchObject({
      code: 'not_found',
      message: MESSAGES.unsubscribeNotFound,
    });
    expect(toDataError('boom', opts)).toMatchObject({ code: 'unknown', message: MESSAGES.registrationFailed });
  });

  it('falls back when a 22023 has no message and keeps DataErrors', () => {
    expect(toDataError({ code: '22023', message: '' }, opts).message).toBe(MESSAGES.registrationFailed);
    const original = new DataError('x', 'auth');
    expect(toDataError(original, opts)).toBe(original);
  });

  it('fills the spec templates', () => {
    expect(withDetail(MESSAGES.surveySave, 'sem conexão')).toBe('Erro ao salvar suas respostas: sem conexão');
  });
});
