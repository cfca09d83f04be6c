import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findSubjectRecords, type SubjectFindResult, type SubjectQuery } from '@funil/data-client/staff/data-requests';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { dataRequestKeys } from './keys';

/**
 * Every record of a data subject. A mutation, not a query: each search is a logged act (the audit list reloads
 * after it), never a cached read.
 */
export function useFindSubjectMutation(options: MutationOptions<SubjectFindResult, SubjectQuery> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (query: SubjectQuery) => findSubjectRecords(query),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: dataRequestKeys.audit() });
      await options.onSettled?.(...args);
    },
  });
}
