import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makeLaunchCurrent } from '@funil/data-client/staff/launch-settings';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchKeys } from '../../shared/api/keys';

/** Makes a launch the current one (the public pages follow it); every launch selector reloads. */
export function useMakeLaunchCurrentMutation(options: MutationOptions<void, number> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (lancamento: number) => makeLaunchCurrent(lancamento),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await client.invalidateQueries({ queryKey: launchKeys.all });
    },
  });
}
