import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveEmailMessage } from '@funil/data-client/staff/launch-emails';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchEmailKeys } from './keys';

export interface SaveEmailMessage {
  id: number;
  subject: string;
  body: string;
}

/** Saves a message's subject and body; the database refuses an unknown variable with its Portuguese message. */
export function useSaveEmailMessageMutation(options: MutationOptions<void, SaveEmailMessage> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, subject, body }: SaveEmailMessage) => saveEmailMessage(id, subject, body),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: launchEmailKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
