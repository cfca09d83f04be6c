import { describe, expect, it } from 'vitest';
import { decimalInputText, parseDecimalInput } from './platform-fee';

describe('platform fee inputs', () => {
  it('read what staff type in pt-BR or with a dot', () => {
    expect(parseDecimalInput('9,9')).toBe(9.9);
    expect(parseDecimalInput('9.90')).toBe(9.9);
    expect(parseDecimalInput(' 9,9 % ')).toBe(9.9);
    expect(parseDecimalInput('R$ 1,00')).toBe(1);
    expect(parseDecimalInput('0')).toBe(0);
  });

  it('refuse what is not a number with at most two decimals', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('9,999')).toBeNull();
    expect(parseDecimalInput('-1')).toBeNull();
    expect(parseDecimalInput('1.234,56')).toBeNull();
  });

  it('show the saved values back', () => {
    expect(decimalInputText(9.9, false)).toBe('9,9');
    expect(decimalInputText(1, true)).toBe('1,00');
  });
});
