import { describe, expect, it } from 'vitest';
import { DataError, toDataError } from './errors';

const ctx = 'erro ao registrar inscrição';

describe('toDataError: kinds, never texts to show', () => {
  it('gives the abuse limits (PT429 / HTTP 429) the kind rate_limited, never the raw message', () => {
    const fromCode = toDataError(
      { code: 'PT429', message: 'whatever the server said', details: null, hint: null },
      { status: 429 },
      ctx,
    );
    expect(fromCode).toMatchObject({ kind: 'rate_limited', validation: null, message: ctx });
    expect(toDataError({ message: 'Too Many Requests' }, { status: 429 }, ctx).kind).toBe('rate_limited');
  });

  it("keeps a 22023's message as the server's validation message", () => {
    const error = toDataError(
      { code: '22023', message: 'Por favor, preencha seu nome completo.', details: null, hint: null },
      {},
      ctx,
    );
    expect(error).toBeInstanceOf(DataError);
    expect(error.kind).toBe('invalid');
    expect(error.validation).toBe('Por favor, preencha seu nome completo.');
  });

  it('never carries a unique violation to a screen', () => {
    const error = toDataError(
      { code: '23505', message: 'duplicate key value violates unique constraint "x"' },
      {},
      ctx,
    );
    expect(error.kind).toBe('unknown');
    expect(error.validation).toBeNull();
    expect(error.message).not.toMatch(/23505|duplicate/);
    expect(error.sourceCode).toBe('23505');
  });

  it('maps postgrest-js network failures (status 0) and thrown TypeErrors to network', () => {
    const fromPostgrest = toDataError(
      { message: 'TypeError: fetch failed', details: '', hint: '', code: '' },
      { status: 0 },
    );
    expect(fromPostgrest.kind).toBe('network');
    expect(toDataError({ message: 'TypeError: fetch failed', code: 'ECONNREFUSED' }).kind).toBe('network');
    expect(toDataError(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('maps permission, not-found and other errors to their kinds', () => {
    expect(toDataError({ code: '42501', message: 'permission denied for table x' }).kind).toBe('forbidden');
    expect(toDataError({ code: 'PGRST116', message: 'no rows' }).kind).toBe('not_found');
    expect(toDataError('boom').kind).toBe('unknown');
  });

  it('treats a 22023 without a message as unknown and keeps DataErrors', () => {
    expect(toDataError({ code: '22023', message: '' }, {}, ctx)).toMatchObject({ kind: 'unknown', validation: null });
    const original = new DataError('x', 'auth');
    expect(toDataError(original)).toBe(original);
  });
});
