import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findSubjectRecords, type SubjectQuery } from '@funil/data-client/staff/data-requests';
import { downloadFile } from '@funil/data-client/staff/exports';
import type { MutationOptions } from '../../shared/api/mutation-options';
import { subjectExportFile } from '../data-request-labels';
import { dataRequestKeys } from './keys';

/** Reads every record of a data subject in full (logged as an export) and saves them as a JSON file. */
export function useExportSubjectMutation(options: MutationOptions<void, SubjectQuery> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (query: SubjectQuery) => {
      const file = subjectExportFile(await findSubjectRecords(query, true));
      downloadFile(file.name, file.content, 'application/json;charset=utf-8');
    },
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: dataRequestKeys.audit() });
      await options.onSettled?.(...args);
    },
  });
}
