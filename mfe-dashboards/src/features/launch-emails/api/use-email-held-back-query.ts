import { useQuery } from '@tanstack/react-query';
import { fetchEmailHeldBack } from '@funil/data-client/staff/email-feedback';
import { launchEmailKeys } from './keys';

/** The launch's confirmations held back at registration (reloaded every 30 s while the page is open). */
export function useEmailHeldBackQuery(lancamento: number | null) {
  return useQuery({
    queryKey: launchEmailKeys.heldBack(lancamento),
    queryFn: () => fetchEmailHeldBack(lancamento!),
    enabled: lancamento !== null,
    refetchInterval: 30_000,
  });
}
