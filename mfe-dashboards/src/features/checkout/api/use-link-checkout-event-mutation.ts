import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkCheckoutEvent } from '@funil/data-client/staff/checkout';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';
import { checkoutKeys } from '../../shared/api/checkout-keys';

export interface LinkCheckoutEvent {
  eventId: number;
  email: string;
  lancamento: number;
}

/**
 * Links an unmatched payment event to the purchase lead of an e-mail in a launch; the lead's status follows the
 * events again, so the checkout screens and the hot board reload.
 */
export function useLinkCheckoutEventMutation(
  options: MutationOptions<{ linked: number; status: string | null }, LinkCheckoutEvent> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ eventId, email, lancamento }: LinkCheckoutEvent) => linkCheckoutEvent(eventId, email, lancamento),
    onSettled: async (...args) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: checkoutKeys.all }),
        client.invalidateQueries({ queryKey: purchaseLeadKeys.hot() }),
      ]);
      await options.onSettled?.(...args);
    },
  });
}
