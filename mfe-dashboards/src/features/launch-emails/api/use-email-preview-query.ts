import { useQuery } from '@tanstack/react-query';
import { fetchEmailPreview } from '@funil/data-client/staff/launch-emails';
import { launchEmailKeys } from './keys';

/** The values a message is filled with for a lead (or the sample lead with null). */
export function useEmailPreviewQuery(messageId: number | null, leadId: number | null) {
  return useQuery({
    queryKey: launchEmailKeys.preview(messageId, leadId),
    queryFn: () => fetchEmailPreview(messageId!, leadId),
    enabled: messageId !== null,
  });
}
