import { useQuery } from '@tanstack/react-query';
import { fetchStatusHistory } from '@funil/data-client/staff/status-history';
import { statusHistoryKeys } from './keys';

/** A lead's status changes, newest first; loaded only while `enabled` (the timeline is open). */
export function useStatusHistoryQuery(leadId: number, status: string | null, enabled: boolean) {
  return useQuery({
    queryKey: statusHistoryKeys.lead(leadId, status),
    queryFn: () => fetchStatusHistory(leadId),
    enabled,
  });
}
