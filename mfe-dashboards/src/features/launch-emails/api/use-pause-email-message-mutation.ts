import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setEmailMessagePaused } from '@funil/data-client/staff/launch-emails';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchEmailKeys } from './keys';

export interface PauseEmailMessage {
  id: number;
  paused: boolean;
}

/** Pauses (nothing of it is scheduled or sent) or resumes a message. */
export function usePauseEmailMessageMutation(options: MutationOptions<void, PauseEmailMessage> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, paused }: PauseEmailMessage) => setEmailMessagePaused(id, paused),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: launchEmailKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
