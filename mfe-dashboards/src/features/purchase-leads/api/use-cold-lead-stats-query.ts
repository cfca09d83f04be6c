import { useQuery } from '@tanstack/react-query';
import { fetchColdLeadStats } from '@funil/data-client/staff/cold-leads';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** The cold-lead figures of a launch (optionally of one group, '' for all); waits for a launch. */
export function useColdLeadStatsQuery(launch: number | null, group: string) {
  return useQuery({
    queryKey: purchaseLeadKeys.coldStats(launch, group),
    queryFn: () => fetchColdLeadStats({ lancamento: launch ?? 0, groupName: group || null }),
    enabled: launch !== null,
  });
}
