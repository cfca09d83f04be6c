import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importColdLeads,
  type ColdLeadImportResult,
  type ColdLeadImportRow,
} from '@funil/data-client/staff/cold-leads';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

export type ColdLeadImport = {
  rows: readonly ColdLeadImportRow[];
  category: string;
  lancamento: number;
  onProgress: (percent: number) => void;
};

/** Imports CSV rows as cold leads in batches (progress in percent); the cold lists and groups reload after it. */
export function useImportColdLeadsMutation(options: MutationOptions<ColdLeadImportResult, ColdLeadImport> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ rows, category, lancamento, onProgress }: ColdLeadImport) =>
      importColdLeads(rows, category, lancamento, { onProgress }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      void client.invalidateQueries({ queryKey: purchaseLeadKeys.all });
    },
  });
}
