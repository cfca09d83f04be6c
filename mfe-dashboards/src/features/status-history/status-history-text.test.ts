import { describe, expect, it } from 'vitest';
import { statusLabel } from '../purchase-leads/hot/lead-status';
import { describeChange } from './status-history-text';

describe('describeChange', () => {
  it('uses the dashboard labels and who changed it', () => {
    expect(describeChange({ fromStatus: 'NOVO', toStatus: 'VENDIDO', changedByEmail: 'ana@example.com' }))
      .toBe(`${statusLabel('NOVO')} → ${statusLabel('VENDIDO')} por ana@example.com`);
  });
  it('says sistema without a user', () => {
    expect(describeChange({ fromStatus: 'NOVO', toStatus: 'CONTATADO', changedByEmail: null })).toMatch(/ por sistema$/);
  });
});
