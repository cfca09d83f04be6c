import { useQuery } from '@tanstack/react-query';
import { fetchSurveyResults } from '@funil/data-client/staff/survey-results';
import { surveyKeys } from './keys';

/** The answer counts of a launch's survey; waits for a launch (null while none is known). */
export function useSurveyResultsQuery(launch: number | null) {
  const lancamento = launch ?? 0;
  return useQuery({
    queryKey: surveyKeys.results(lancamento),
    queryFn: () => fetchSurveyResults(lancamento),
    enabled: launch !== null,
  });
}
