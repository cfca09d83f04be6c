import { useQuery } from '@tanstack/react-query';
import { fetchUnmatchedCheckoutEvents } from '@funil/data-client/staff/checkout';
import { checkoutKeys } from '../../shared/api/checkout-keys';

/** Payment events that found no purchase lead (of one launch, or of every launch with null). */
export function useUnmatchedCheckoutEventsQuery(lancamento: number | null) {
  return useQuery({
    queryKey: checkoutKeys.unmatched(lancamento),
    queryFn: () => fetchUnmatchedCheckoutEvents(lancamento),
  });
}
