import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, formatPhoneNational } from './phone';

describe('formatPhoneInternational', () => {
  it.each([
    ['5511987654321', '+55 11 98765 4321'],
    ['11987654321', '+55 11 98765 4321'],
    ['(11) 98765-4321', '+55 11 98765 4321'],
    ['+55 (11) 98765-4321', '+55 11 98765 4321'],
    ['1133334444', '+55 11 3333 4444'],
    ['+351912345678', '+351 912 345 678'],
    ['00351912345678', '+351 912 345 678'],
    ['14155552671', '+1 415 555 2671'],
  ])('writes %s as %s', (stored, text) => {
    expect(formatPhoneInternational(stored)).toBe(text);
  });

  it('keeps a number no reading finds valid as its digits, and nothing as empty', () => {
    expect(formatPhoneInternational('12-345')).toBe('12345');
    expect(formatPhoneInternational(null)).toBe('');
    expect(formatPhoneInternational('  ')).toBe('');
  });

  it('never gives a run of digits a spreadsheet would read as a number for a valid phone', () => {
    for (const stored of ['5511987654321', '5521955550102', '+5511987654321'])
      expect(formatPhoneInternational(stored)).toMatch(/^\+\d{1,3}( [\d-]+)+$/);
  });
});

describe('formatPhoneNational', () => {
  it('writes the number as its country does, without the country code', () => {
    expect(formatPhoneNational('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneNational('+351912345678')).toBe('912 345 678');
    expect(formatPhoneNational('+55 12-3')).toBe('55123');
  });
});
