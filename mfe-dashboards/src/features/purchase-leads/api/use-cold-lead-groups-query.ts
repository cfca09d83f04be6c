import { useQuery } from '@tanstack/react-query';
import { fetchColdLeadGroups } from '@funil/data-client/staff/cold-leads';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** Every group name of the cold leads (the category filter). */
export function useColdLeadGroupsQuery() {
  return useQuery({ queryKey: purchaseLeadKeys.coldGroups(), queryFn: fetchColdLeadGroups });
}
