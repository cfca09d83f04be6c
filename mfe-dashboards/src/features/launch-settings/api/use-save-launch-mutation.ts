import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createLaunchSettings,
  saveLaunchSettings,
  type LaunchSettings,
} from '@funil/data-client/staff/launch-settings';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchKeys } from '../../shared/api/keys';

type SaveLaunchVariables = { launch: Omit<LaunchSettings, 'is_current'>; isNew: boolean };

/** Creates or saves a launch (answers its number); every launch selector reloads with the settings. */
export function useSaveLaunchMutation(options: MutationOptions<number, SaveLaunchVariables> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ launch, isNew }: SaveLaunchVariables) =>
      isNew ? createLaunchSettings(launch) : saveLaunchSettings(launch),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      void client.invalidateQueries({ queryKey: launchKeys.all });
    },
  });
}
