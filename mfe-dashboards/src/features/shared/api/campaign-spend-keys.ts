/**
 * Query keys of the campaign-spend figures and the launches' platform fee (/campanhas/investimento reads both; the
 * launch settings screen saves the fee and invalidates the figures).
 */
export const campaignSpendKeys = {
  all: ['campaign-spend'] as const,
  report: (lancamento: number | null) => [...campaignSpendKeys.all, 'report', lancamento] as const,
  fees: () => [...campaignSpendKeys.all, 'fees'] as const,
};
