import { useQuery } from '@tanstack/react-query';
import { fetchFurtherContacts, type FurtherContactSource } from '@funil/data-client/staff/further-contacts';
import { furtherContactKeys } from './keys';

/** Repeats of the leads' e-mails with other contact data (kept apart, never overwriting the lead), by lead id. */
export function useFurtherContactsQuery(source: FurtherContactSource, ids: readonly number[]) {
  return useQuery({
    queryKey: furtherContactKeys.forLeads(source, ids),
    queryFn: () => fetchFurtherContacts(source, ids),
    enabled: ids.length > 0,
  });
}
