import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLeadStatus, type PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

export type LeadStatusChange = { id: number; status: PurchaseLeadStatus };

/** Changes one hot lead's status; pending until the hot list and figures have reloaded (the row shows it saved). */
export function useUpdateLeadStatusMutation(options: MutationOptions<void, LeadStatusChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, status }: LeadStatusChange) => updateLeadStatus(id, status),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: purchaseLeadKeys.hot() });
      await options.onSettled?.(...args);
    },
  });
}
