import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  anonymiseSubject,
  findSubjectRecords,
  type SubjectFindResult,
  type SubjectQuery,
  type SubjectTable,
} from '@funil/data-client/staff/data-requests';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { dataRequestKeys } from './keys';

export type AnonymiseOutcome = { counts: Record<SubjectTable, number>; found: SubjectFindResult };

/** Anonymises every record of a data subject, then reads them again (what is left to show). */
export function useAnonymiseSubjectMutation(options: MutationOptions<AnonymiseOutcome, SubjectQuery> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (query: SubjectQuery) => {
      const counts = await anonymiseSubject(query);
      return { counts, found: await findSubjectRecords(query) };
    },
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: dataRequestKeys.audit() });
      await options.onSettled?.(...args);
    },
  });
}
