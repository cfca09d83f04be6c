import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertColdLeads, type BulkConversionResult } from '@funil/data-client/staff/cold-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** Converts the selected cold leads into hot leads (each with a temporary e-mail); both lists reload. */
export function useConvertColdLeadsMutation(options: MutationOptions<BulkConversionResult, readonly number[]> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (ids: readonly number[]) => convertColdLeads(ids),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: purchaseLeadKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
