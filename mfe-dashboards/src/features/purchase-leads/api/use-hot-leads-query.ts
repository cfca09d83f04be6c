import { useQuery } from '@tanstack/react-query';
import { fetchPurchaseLeads, type PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** The launch's newest hot leads (optionally of one status); waits for a launch (null while none is known). */
export function useHotLeadsQuery(launch: number | null, status: PurchaseLeadStatus | null) {
  return useQuery({
    queryKey: purchaseLeadKeys.hotList(launch, status),
    queryFn: () => fetchPurchaseLeads({ lancamento: launch ?? 0, status }),
    enabled: launch !== null,
  });
}
