import type { PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import type { ColdLeadFilter, ColdLeadSort } from '@funil/data-client/staff/cold-leads';

/**
 * Query keys of the purchase-leads dashboard: hot leads (purchase intents) and cold leads (imported contacts).
 * A change to cold leads can create hot leads (conversion), so cold mutations invalidate `all`; hot ones `hot()`.
 */
export const purchaseLeadKeys = {
  all: ['purchase-leads'] as const,
  hot: () => [...purchaseLeadKeys.all, 'hot'] as const,
  hotList: (launch: number | null, status: PurchaseLeadStatus | null) =>
    [...purchaseLeadKeys.hot(), 'list', { launch, status }] as const,
  hotStats: (launch: number | null) => [...purchaseLeadKeys.hot(), 'stats', launch] as const,
  hotAttendance: (launch: number | null, emails: readonly string[]) =>
    [...purchaseLeadKeys.hot(), 'attendance', { launch, emails }] as const,
  cold: () => [...purchaseLeadKeys.all, 'cold'] as const,
  coldList: (filter: ColdLeadFilter, sort: ColdLeadSort, page: number, perPage: number) =>
    [...purchaseLeadKeys.cold(), 'list', { ...filter, sort, page, perPage }] as const,
  coldStats: (launch: number | null, group: string) =>
    [...purchaseLeadKeys.cold(), 'stats', { launch, group }] as const,
  coldGroups: () => [...purchaseLeadKeys.cold(), 'groups'] as const,
};
