import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMultiplePurchaseLeads } from '@funil/data-client/staff/purchase-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** Deletes the selected hot leads; answers how many were deleted. */
export function useDeleteLeadsMutation(options: MutationOptions<number, readonly number[]> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (ids: readonly number[]) => deleteMultiplePurchaseLeads(ids),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: purchaseLeadKeys.hot() });
      await options.onSettled?.(...args);
    },
  });
}
