import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setColdLeadsActive } from '@funil/data-client/staff/cold-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

export type ColdActivityChange = { ids: readonly number[]; active: boolean };

/** Activates or deactivates the selected cold leads; answers how many changed. */
export function useColdLeadsActivityMutation(options: MutationOptions<number, ColdActivityChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ ids, active }: ColdActivityChange) => setColdLeadsActive(ids, active),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: purchaseLeadKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
