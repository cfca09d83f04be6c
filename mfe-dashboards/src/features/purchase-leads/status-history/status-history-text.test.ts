import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../shared/lead-status';
import { describeChange } from './status-history-text';

describe('describeChange', () => {
  it('uses the dashboard labels and who changed it', () => {
    expect(describeChange({ fromStatus: 'NOVO', toStatus: 'VENDIDO', changedByEmail: 'ana@example.com' })).toBe(
      `${statusLabel('NOVO')} → ${statusLabel('VENDIDO')} por ana@example.com`,
    );
  });
  it('says sistema without a user', () => {
    expect(describeChange({ fromStatus: 'NOVO', toStatus: 'CONTATADO', changedByEmail: null })).toMatch(
      / por sistema$/,
    );
  });
});

describe('describeChange by the checkout', () => {
  it('names checkout as the actor and the event', () => {
    expect(
      describeChange({
        fromStatus: 'NOVO',
        toStatus: 'VENDIDO',
        changedByEmail: null,
        actor: 'checkout',
        event: 'PURCHASE_APPROVED',
      }),
    ).toBe('Novo → Vendido por checkout: Compra aprovada (PURCHASE_APPROVED)');
    expect(
      describeChange({
        fromStatus: 'VENDIDO',
        toStatus: 'REEMBOLSADO',
        changedByEmail: null,
        actor: 'checkout',
        event: 'PURCHASE_CHARGEBACK',
      }),
    ).toBe('Vendido → Reembolsado por checkout: Chargeback (PURCHASE_CHARGEBACK)');
  });
  it('keeps the staff e-mail for a change by hand', () => {
    expect(
      describeChange({
        fromStatus: 'VENDIDO',
        toStatus: 'CONTATADO',
        changedByEmail: 'ana@example.com',
        actor: 'staff',
        event: null,
      }),
    ).toBe('Vendido → Contatado por ana@example.com');
  });
});
