import { describe, expect, it } from 'vitest';
import {
  cashSavingCents,
  formatCents,
  installmentTotalCents,
  INVESTMENT,
  STATED_TOTAL_CENTS,
  VALUE_ITEMS,
} from './offer-content';

describe('offer prices', () => {
  it('installments: 12x R$ 103,11 total R$ 1.237,32, saving R$ 240,32 against R$ 997,00 upfront', () => {
    expect(formatCents(INVESTMENT.installmentCents)).toBe('R$ 103,11');
    expect(formatCents(INVESTMENT.cashCents)).toBe('R$ 997,00');
    expect(formatCents(installmentTotalCents())).toBe('R$ 1.237,32');
    expect(formatCents(cashSavingCents())).toBe('R$ 240,32');
  });

  it('states a total of R$ 8.797,00 and a saving of R$ 7.800,00 over the cash price', () => {
    expect(formatCents(STATED_TOTAL_CENTS)).toBe('R$ 8.797,00');
    expect(STATED_TOTAL_CENTS - INVESTMENT.cashCents).toBe(INVESTMENT.statedSavingCents);
    expect(formatCents(INVESTMENT.statedSavingCents)).toBe('R$ 7.800,00');
  });

  it('lists the eight priced items of the spec', () => {
    expect(VALUE_ITEMS.map((i) => formatCents(i.cents))).toEqual([
      'R$ 2.200,00',
      'R$ 900,00',
      'R$ 1.200,00',
      'R$ 600,00',
      'R$ 1.300,00',
      'R$ 1.200,00',
      'R$ 497,00',
      'R$ 300,00',
    ]);
  });
});
