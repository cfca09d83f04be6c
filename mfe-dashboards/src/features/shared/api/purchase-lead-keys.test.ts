import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { purchaseLeadKeys } from './purchase-lead-keys';

/** Whether invalidating `filterKey` reaches a query cached under `queryKey` (TanStack's own prefix match). */
const matches = (filterKey: readonly unknown[], queryKey: readonly unknown[]) => {
  const client = new QueryClient();
  client.setQueryData(queryKey, 1);
  return client.getQueryCache().findAll({ queryKey: filterKey }).length === 1;
};

describe('purchaseLeadKeys', () => {
  it('invalidating the hot leads reaches their list and stats, not the cold leads', () => {
    expect(matches(purchaseLeadKeys.hot(), purchaseLeadKeys.hotList(2, null))).toBe(true);
    expect(matches(purchaseLeadKeys.hot(), purchaseLeadKeys.hotStats(2))).toBe(true);
    expect(matches(purchaseLeadKeys.hot(), purchaseLeadKeys.coldGroups())).toBe(false);
  });

  it('invalidating everything (a cold change can create hot leads) reaches both', () => {
    const cold = purchaseLeadKeys.coldList({ lancamento: 2 }, { field: 'created_at', ascending: false }, 1, 20);
    expect(matches(purchaseLeadKeys.all, cold)).toBe(true);
    expect(matches(purchaseLeadKeys.all, purchaseLeadKeys.hotStats(2))).toBe(true);
    expect(matches(purchaseLeadKeys.cold(), purchaseLeadKeys.coldStats(2, ''))).toBe(true);
  });
});
