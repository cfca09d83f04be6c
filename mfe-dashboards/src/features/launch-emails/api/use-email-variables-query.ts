import { useQuery } from '@tanstack/react-query';
import { fetchEmailVariables } from '@funil/data-client/staff/launch-emails';
import { launchEmailKeys } from './keys';

/** THE list of variables the editor offers (from the database). */
export function useEmailVariablesQuery() {
  return useQuery({ queryKey: launchEmailKeys.variables(), queryFn: fetchEmailVariables, staleTime: Infinity });
}
