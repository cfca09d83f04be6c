import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertColdLead, type ConversionResult } from '@funil/data-client/staff/cold-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

export type ColdLeadConversion = { id: number; email?: string; name?: string };

/** Converts one cold lead into a hot lead (optional e-mail and name); both lists reload after a success. */
export function useConvertColdLeadMutation(options: MutationOptions<ConversionResult, ColdLeadConversion> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, ...input }: ColdLeadConversion) => convertColdLead(id, input),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      void client.invalidateQueries({ queryKey: purchaseLeadKeys.all });
    },
  });
}
