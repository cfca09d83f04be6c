import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '@funil/data-client/staff/auth';
import type { MutationOptions } from '../../api/mutation-options';
import { sessionKeys } from './keys';

/** Ends the session, drops every cached dashboard figure, then re-reads the session. */
export function useSignOutMutation(options: MutationOptions<void, void> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async () => {
      await signOut();
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
      await client.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
