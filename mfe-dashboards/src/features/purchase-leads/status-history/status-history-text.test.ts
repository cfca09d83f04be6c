import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../shared/lead-status';
import { describeChange } from './status-history-text';

describe('describeChange', () => {
  it('uses the dashboard labels and who changed it', () => {
    expect(
      describeChange({
        from_status: 'NOVO',
        to_status: 'VENDIDO',
        changed_by_email: 'ana@example.com',
        actor: 'staff',
        event: null,
      }),
    ).toBe(`${statusLabel('NOVO')} → ${statusLabel('VENDIDO')} por ana@example.com`);
  });
  it('says sistema without a user', () => {
    expect(
      describeChange({ from_status: 'NOVO', to_status: 'CONTATADO', changed_by_email: null, actor: null, event: null }),
    ).toMatch(/ por sistema$/);
  });
});

describe('describeChange by the checkout', () => {
  it('names checkout as the actor and the event', () => {
    expect(
      describeChange({
        from_status: 'NOVO',
        to_status: 'VENDIDO',
        changed_by_email: null,
        actor: 'checkout',
        event: 'PURCHASE_APPROVED',
      }),
    ).toBe('Novo → Vendido por checkout: Compra aprovada (PURCHASE_APPROVED)');
    expect(
      describeChange({
        from_status: 'VENDIDO',
        to_status: 'REEMBOLSADO',
        changed_by_email: null,
        actor: 'checkout',
        event: 'PURCHASE_CHARGEBACK',
      }),
    ).toBe('Vendido → Reembolsado por checkout: Chargeback (PURCHASE_CHARGEBACK)');
  });
  it('keeps the staff e-mail for a change by hand', () => {
    expect(
      describeChange({
        from_status: 'VENDIDO',
        to_status: 'CONTATADO',
        changed_by_email: 'ana@example.com',
        actor: 'staff',
        event: null,
      }),
    ).toBe('Vendido → Contatado por ana@example.com');
  });
});
