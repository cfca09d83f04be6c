import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveClassPage, type ClassPageSettings } from '@funil/data-client/staff/launch-classes';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchClassKeys } from './keys';

export interface SaveClassPage {
  classId: number;
  settings: ClassPageSettings;
}

/** Saves a class page's duration, offer window and replay end (validated by the database). */
export function useSaveClassPageMutation(options: MutationOptions<ClassPageSettings, SaveClassPage> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ classId, settings }: SaveClassPage) => saveClassPage(classId, settings),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: launchClassKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
