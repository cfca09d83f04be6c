import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importAdSpend, type AdSpendImportResult, type AdSpendRow } from '@funil/data-client/staff/campaign-spend';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { campaignSpendKeys } from '../../shared/api/campaign-spend-keys';

export type ImportAdSpendVariables = {
  lancamento: number;
  rows: readonly AdSpendRow[];
  onProgress: (percent: number) => void;
};

/** Imports the file's rows (idempotent: a row of a day and ad already there is replaced); the figures reload. */
export function useImportAdSpendMutation(options: MutationOptions<AdSpendImportResult, ImportAdSpendVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ lancamento, rows, onProgress }: ImportAdSpendVariables) =>
      importAdSpend(lancamento, rows, { onProgress }),
    onSettled: async (...args) => {
      const [, , variables] = args;
      await queryClient.invalidateQueries({ queryKey: campaignSpendKeys.report(variables.lancamento) });
      await options.onSettled?.(...args);
    },
  });
}
