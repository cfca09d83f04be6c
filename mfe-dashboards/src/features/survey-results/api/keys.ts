/** Query keys of the survey results page. */
export const surveyKeys = {
  all: ['survey'] as const,
  results: (lancamento: number) => [...surveyKeys.all, 'results', lancamento] as const,
  dreams: (lancamento: number, search: string, page: number, perPage: number) =>
    [...surveyKeys.all, 'dreams', { lancamento, search, page, perPage }] as const,
};
