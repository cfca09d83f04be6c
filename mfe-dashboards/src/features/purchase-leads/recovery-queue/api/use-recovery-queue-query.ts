import { useQuery } from '@tanstack/react-query';
import { fetchRecoveryQueue } from '@funil/data-client/staff/checkout-recovery';
import { recoveryQueueKeys } from './keys';

/**
 * How often the queue reloads while the board is open: a buyer who pays leaves it within this time without anyone
 * touching the page (the queue is derived from the checkout events at read time).
 */
export const RECOVERY_QUEUE_REFRESH_MS = 30_000;

/** The launch's abandoned checkouts and pending payments nobody settled yet; waits for a launch. */
export function useRecoveryQueueQuery(launch: number | null) {
  return useQuery({
    queryKey: recoveryQueueKeys.list(launch),
    queryFn: () => fetchRecoveryQueue(launch ?? 0),
    enabled: launch !== null,
    refetchInterval: RECOVERY_QUEUE_REFRESH_MS,
  });
}
