import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setRecoveryHoldoutPercent } from '@funil/data-client/staff/checkout-recovery';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { checkoutKeys } from '../../shared/api/checkout-keys';

export interface HoldoutChange {
  lancamento: number;
  percent: number;
}

/** Sets the launch's holdout share; the report reloads. */
export function useHoldoutPercentMutation(options: MutationOptions<void, HoldoutChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ lancamento, percent }: HoldoutChange) => setRecoveryHoldoutPercent(lancamento, percent),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: checkoutKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
