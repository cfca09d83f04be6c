import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchColdLeads, type ColdLeadFilter, type ColdLeadSort } from '@funil/data-client/staff/cold-leads';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** One page of cold leads; the previous page stays on screen while the next loads; waits while `enabled` is false. */
export function useColdLeadsQuery(
  filter: ColdLeadFilter,
  sort: ColdLeadSort,
  page: number,
  perPage: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: purchaseLeadKeys.coldList(filter, sort, page, perPage),
    queryFn: () => fetchColdLeads(filter, sort, page, perPage),
    placeholderData: keepPreviousData,
    enabled,
  });
}
