import { useQuery } from '@tanstack/react-query';
import { fetchLaunchEmailMessages } from '@funil/data-client/staff/launch-emails';
import { launchEmailKeys } from './keys';

/** A launch's messages with their send times and counts (reloaded every 30 s while the page is open). */
export function useLaunchEmailMessagesQuery(lancamento: number | null) {
  return useQuery({
    queryKey: launchEmailKeys.messages(lancamento),
    queryFn: () => fetchLaunchEmailMessages(lancamento!),
    enabled: lancamento !== null,
    refetchInterval: 30_000,
  });
}
