import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLaunchPlatformFee, type LaunchPlatformFee } from '@funil/data-client/staff/launch-platform-fee';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { campaignSpendKeys } from '../../shared/api/campaign-spend-keys';

/** Saves a launch's platform fee; the fees and the campaign-spend figures (net revenue, ROAS, profit) reload. */
export function useSavePlatformFeeMutation(options: MutationOptions<LaunchPlatformFee, LaunchPlatformFee> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveLaunchPlatformFee,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      void client.invalidateQueries({ queryKey: campaignSpendKeys.all });
    },
  });
}
