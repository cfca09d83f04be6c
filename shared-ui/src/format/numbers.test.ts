import { describe, expect, it } from 'vitest';
import { formatBrl, formatNumber, formatPercent } from './numbers';

const numberFormats = [0, 1, 2, 3].map(
  (decimals) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

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

const TRICKY = [0, -0, 0.05, 0.5, 1.5, 2.5, 1.005, 12.345, 98, 999.5, 999.995, -0.4, -0.001, 1e15, 123456789.987];
/** What JavaScript writes in exponent form (tiny, huge, a float sum's leftover) and what is not a finite number. */
const EDGES = [5e-7, 1e-7, 0.1 + 0.2 - 0.3, 0.005, 0.0045, 9.99e20, 1e21, -1e25, Number.MAX_VALUE, Number.MIN_VALUE];
const NOT_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

/** Sizes from 1e-12 to 1e24, the same on every run. */
function* wide(count: number): Generator<number> {
  let i = 0;
  for (const value of sample(count)) {
    yield value * 10 ** ((i % 37) - 12);
    i += 1;
  }
}

describe('formatNumber', () => {
  it('writes thousands with a dot and decimals with a comma', () => {
    expect(formatNumber(5000)).toBe('5.000');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(120.5, 2)).toBe('120,50');
    expect(formatNumber(0, 2)).toBe('0,00');
  });

  it('rounds a half away from zero on the decimal form, as Intl does', () => {
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(999.5)).toBe('1.000');
    expect(formatNumber(-1234.5)).toBe('-1.235');
    expect(formatNumber(0.1 + 0.2, 1)).toBe('0,3');
  });

  it('writes numbers JavaScript prints in exponent form in full, and NaN and infinity as Intl does', () => {
    expect(formatNumber(5e-7, 2)).toBe('0,00');
    expect(formatNumber(0.005, 2)).toBe('0,01');
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });

  it('prints what Intl.NumberFormat pt-BR prints', () => {
    for (const value of [...TRICKY, ...EDGES, ...NOT_FINITE, ...sample(3000), ...wide(3000)]) {
      for (const decimals of [0, 1, 2, 3]) {
        expect(formatNumber(value, decimals), `${value}, ${decimals}`).toBe(numberFormats[decimals]!.format(value));
      }
    }
  });
});

describe('formatBrl', () => {
  it("writes reais with 'R$', a no-break space and two decimals", () => {
    expect(formatBrl(1497.5)).toBe('R$\u00a01.497,50');
    expect(formatBrl(-5)).toBe('-R$\u00a05,00');
  });

  it('prints what Intl.NumberFormat pt-BR BRL prints', () => {
    for (const value of [...TRICKY, ...EDGES, ...NOT_FINITE, ...sample(3000), ...wide(3000)]) {
      expect(formatBrl(value), String(value)).toBe(brl.format(value));
    }
  });
});

describe('formatPercent', () => {
  it('adds the percent sign to the pt-BR number', () => {
    expect(formatPercent(12.5, 2)).toBe('12,50%');
    expect(formatPercent(66.666, 1)).toBe('66,7%');
    expect(formatPercent(100, 0)).toBe('100%');
  });
});
