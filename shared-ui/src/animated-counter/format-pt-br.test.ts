import { describe, expect, it } from 'vitest';
import { formatPtBr } from './format-pt-br';

const formatters = [0, 1, 2, 3].map(
  (decimals) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const intl = (value: number, decimals: number) => formatters[decimals]!.format(value);

/** A fixed sequence (a linear congruential generator): the same values on every run. */
function* sample(count: number): Generator<number> {
  let seed = 20261123;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const scale = 10 ** (seed % 4);
    const sign = seed % 10 === 0 ? -1 : 1;
    yield (sign * (seed % 10_000_000)) / scale;
  }
}

describe('formatPtBr', () => {
  it('writes thousands with a dot and decimals with a comma', () => {
    expect(formatPtBr(5000)).toBe('5.000');
    expect(formatPtBr(1234567)).toBe('1.234.567');
    expect(formatPtBr(999)).toBe('999');
    expect(formatPtBr(120.5, 2)).toBe('120,50');
    expect(formatPtBr(0, 2)).toBe('0,00');
  });

  it('rounds a half away from zero on the decimal form, as Intl does', () => {
    expect(formatPtBr(2.5)).toBe('3');
    expect(formatPtBr(1.005, 2)).toBe('1,01');
    expect(formatPtBr(999.5)).toBe('1.000');
    expect(formatPtBr(-1234.5)).toBe('-1.235');
    expect(formatPtBr(0.1 + 0.2, 1)).toBe('0,3');
  });

  it('prints what Intl.NumberFormat pt-BR prints', () => {
    const tricky = [0, -0, 0.05, 0.5, 1.5, 12.345, 98, 999.995, -0.4, 1e15, 123456789.987];
    for (const value of [...tricky, ...sample(3000)]) {
      for (const decimals of [0, 1, 2, 3])
        expect(formatPtBr(value, decimals), `${value}, ${decimals}`).toBe(intl(value, decimals));
    }
  });
});
