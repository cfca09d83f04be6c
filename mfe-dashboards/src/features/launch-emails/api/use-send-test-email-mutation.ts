import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendTestEmail } from '@funil/data-client/staff/launch-emails';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { launchEmailKeys } from './keys';

export interface SendTestEmail {
  id: number;
  leadId: number | null;
}

/** Queues the saved message to the signed-in staff member's own address (filled with the chosen lead's values). */
export function useSendTestEmailMutation(options: MutationOptions<number, SendTestEmail> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, leadId }: SendTestEmail) => sendTestEmail(id, leadId),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: launchEmailKeys.all });
      await options.onSettled?.(...args);
    },
  });
}
