import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setRecoveryOutcome, type RecoveryOutcome } from '@funil/data-client/staff/checkout-recovery';
import type { MutationOptions } from '../../../shared/api/mutation-options';
import { recoveryQueueKeys } from './keys';

export type RecoveryOutcomeChange = { checkoutEventId: number; outcome: RecoveryOutcome };

/** A closer marks a queue item's outcome; pending until the queue has reloaded. */
export function useRecoveryOutcomeMutation(options: MutationOptions<unknown, RecoveryOutcomeChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ checkoutEventId, outcome }: RecoveryOutcomeChange) => setRecoveryOutcome(checkoutEventId, outcome),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: recoveryQueueKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
