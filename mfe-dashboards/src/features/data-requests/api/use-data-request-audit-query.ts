import { useQuery } from '@tanstack/react-query';
import { fetchDataRequestAudit } from '@funil/data-client/staff/data-requests';
import { dataRequestKeys } from './keys';

/** The latest searches, exports and anonymisations of data subjects. */
export function useDataRequestAuditQuery() {
  return useQuery({ queryKey: dataRequestKeys.audit(), queryFn: () => fetchDataRequestAudit() });
}
