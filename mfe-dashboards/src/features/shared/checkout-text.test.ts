import { describe, expect, it } from 'vitest';
import { buildCsv } from '@funil/data-client/staff/exports';
import { brlText, checkoutEventLabel, revenueColumns } from './checkout-text';

describe('checkout texts', () => {
  it('labels the platform events in Portuguese, keeping the code', () => {
    expect(checkoutEventLabel('PURCHASE_REFUNDED')).toBe('Reembolso (PURCHASE_REFUNDED)');
    expect(checkoutEventLabel('PURCHASE_BILLET_PRINTED')).toBe('Boleto impresso (PURCHASE_BILLET_PRINTED)');
    expect(checkoutEventLabel('OUTRO_EVENTO')).toBe('OUTRO_EVENTO');
    expect(checkoutEventLabel(null)).toBe('—');
  });

  it('formats reais the pt-BR way, or a dash', () => {
    expect(brlText(1497.5)).toBe('R$\u00a01.497,50');
    expect(brlText(null)).toBe('—');
    expect(brlText(Number.NaN)).toBe('—');
  });

  it('exports leads, sales, revenue and conversion per value', () => {
    const csv = buildCsv(revenueColumns('Fonte'), [
      { value: 'instagram', leads: 10, sales: 2, revenue: 1994, conversion: 20 },
      { value: '=cmd', leads: 0, sales: 1, revenue: 997.5, conversion: null },
    ]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Fonte');
    expect(lines[0]).toContain('Receita (R$)');
    expect(lines[1]).toContain('instagram');
    expect(lines[1]).toContain('1994,00');
    expect(lines[1]).toContain('20,00');
    expect(lines[2]).toContain("'=cmd");
    expect(lines[2]).toContain('997,50');
  });
});
