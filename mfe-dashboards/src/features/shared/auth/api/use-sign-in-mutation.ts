import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signIn } from '@funil/data-client/staff/auth';
import type { MutationOptions } from '../../api/mutation-options';
import { sessionKeys } from './keys';

type SignInVariables = { email: string; password: string };

/** Signs staff in, then re-reads the session (the gate then shows the page asked for). */
export function useSignInMutation(options: MutationOptions<unknown, SignInVariables> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ email, password }: SignInVariables) => {
      const session = await signIn(email, password);
      await client.invalidateQueries({ queryKey: sessionKeys.all });
      return session;
    },
  });
}
