import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveLaunchClasses,
  type LaunchClassInput,
  type StaffLaunchClass,
} from '@funil/data-client/staff/launch-classes';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchClassKeys } from './keys';

export interface SaveLaunchClasses {
  lancamento: number;
  classes: LaunchClassInput[];
}

/** Replaces a launch's classes (validated by the database; its Portuguese message on error). */
export function useSaveLaunchClassesMutation(options: MutationOptions<StaffLaunchClass[], SaveLaunchClasses> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ lancamento, classes }: SaveLaunchClasses) => saveLaunchClasses(lancamento, classes),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: launchClassKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
