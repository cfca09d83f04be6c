import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchEmailPreviewLeads } from '@funil/data-client/staff/launch-emails';
import { launchEmailKeys } from './keys';

/** The launch's leads a preview can be made for (newest first, by name or e-mail). */
export function useEmailPreviewLeadsQuery(lancamento: number | null, search: string) {
  return useQuery({
    queryKey: launchEmailKeys.previewLeads(lancamento, search),
    queryFn: () => fetchEmailPreviewLeads(lancamento!, search),
    enabled: lancamento !== null,
    placeholderData: keepPreviousData,
  });
}
