import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits';

describe('digitsOnly', () => {
  it('keeps the digits of a formatted phone, in order', () => {
    expect(digitsOnly('+55 (11) 99999-0001')).toBe('5511999990001');
    expect(digitsOnly('+351 912 345 678')).toBe('351912345678');
  });

  it('drops letters, spaces, punctuation and non-ASCII digits', () => {
    expect(digitsOnly('abc 1-2.3/4 é٣')).toBe('1234');
  });

  it('is empty for null, undefined, an empty text or a text without digits', () => {
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(undefined)).toBe('');
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('(  ) -')).toBe('');
  });
});
