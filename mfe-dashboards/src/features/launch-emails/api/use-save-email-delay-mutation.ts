import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveEmailMessageDelay } from '@funil/data-client/staff/launch-emails';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchEmailKeys } from './keys';

export interface SaveEmailDelay {
  id: number;
  delayMinutes: number;
}

/** Sets a recovery message's delay (minutes after the abandonment, or before the due date / expiry). */
export function useSaveEmailDelayMutation(options: MutationOptions<void, SaveEmailDelay> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, delayMinutes }: SaveEmailDelay) => saveEmailMessageDelay(id, delayMinutes),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: launchEmailKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
