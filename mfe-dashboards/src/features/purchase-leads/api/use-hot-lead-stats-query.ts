import { useQuery } from '@tanstack/react-query';
import { fetchPurchaseLeadStats } from '@funil/data-client/staff/purchase-leads';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** The launch's hot-lead figures (totals, by status, by origin); waits for a launch. */
export function useHotLeadStatsQuery(launch: number | null) {
  return useQuery({
    queryKey: purchaseLeadKeys.hotStats(launch),
    queryFn: () => fetchPurchaseLeadStats(launch ?? 0),
    enabled: launch !== null,
  });
}
