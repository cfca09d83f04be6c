import { useQuery } from '@tanstack/react-query';
import { fetchSurveyDreams } from '@funil/data-client/staff/survey-results';
import { surveyKeys } from './keys';

/** One page of the free-text 'dream' answers of a launch, filtered by a search. */
export function useSurveyDreamsQuery(lancamento: number, search: string, page: number, perPage: number) {
  return useQuery({
    queryKey: surveyKeys.dreams(lancamento, search, page, perPage),
    queryFn: () => fetchSurveyDreams(lancamento, search, page, perPage),
  });
}
