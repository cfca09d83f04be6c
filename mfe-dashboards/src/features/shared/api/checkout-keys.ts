import type { RevenueDimension, RevenueFilter } from '@funil/data-client/staff/checkout';

/** Query keys of the checkout screens: revenue per source/campaign, the payment events without a lead, recovery. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  revenue: (dimension: RevenueDimension, filter: RevenueFilter) =>
    [...checkoutKeys.all, 'revenue', dimension, filter] as const,
  unmatched: (lancamento: number | null) => [...checkoutKeys.all, 'unmatched', lancamento] as const,
  recoveryReport: (lancamento: number | null) => [...checkoutKeys.all, 'recovery-report', lancamento] as const,
};
