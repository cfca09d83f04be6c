/** Query keys of the campaign-spend page: the figures of one launch. */
export const campaignSpendKeys = {
  all: ['campaign-spend'] as const,
  report: (lancamento: number | null) => [...campaignSpendKeys.all, 'report', lancamento] as const,
};
