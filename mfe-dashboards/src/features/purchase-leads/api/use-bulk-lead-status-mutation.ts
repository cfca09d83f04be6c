import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMultipleLeadsStatus, type PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

export type BulkStatusChange = { ids: readonly number[]; status: PurchaseLeadStatus };

/** Gives the selected hot leads one status; answers how many changed. */
export function useBulkLeadStatusMutation(options: MutationOptions<number, BulkStatusChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ ids, status }: BulkStatusChange) => updateMultipleLeadsStatus(ids, status),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: purchaseLeadKeys.hot() });
      await options.onSettled?.(...args);
    },
  });
}
