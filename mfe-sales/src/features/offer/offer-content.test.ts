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
    expect(formatCents(INVESTMENT.installmentCents)).toBe('R$\u00a0103,11');
    expect(formatCents(INVESTMENT.cashCents)).toBe('R$\u00a0997,00');
    expect(formatCents(installmentTotalCents())).toBe('R$\u00a01.237,32');
    expect(formatCents(cashSavingCents())).toBe('R$\u00a0240,32');
  });

  it('states a total of R$ 8.797,00 and a saving of R$ 7.800,00 over the cash price', () => {
    expect(formatCents(STATED_TOTAL_CENTS)).toBe('R$\u00a08.797,00');
    expect(STATED_TOTAL_CENTS - INVESTMENT.cashCents).toBe(INVESTMENT.statedSavingCents);
    expect(formatCents(INVESTMENT.statedSavingCents)).toBe('R$\u00a07.800,00');
  });

  it('lists the eight priced items of the spec', () => {
    expect(VALUE_ITEMS.map((i) => formatCents(i.cents))).toEqual([
      'R$\u00a02.200,00',
      'R$\u00a0900,00',
      'R$\u00a01.200,00',
      'R$\u00a0600,00',
      'R$\u00a01.300,00',
      'R$\u00a01.200,00',
      'R$\u00a0497,00',
      'R$\u00a0300,00',
    ]);
  });
});
