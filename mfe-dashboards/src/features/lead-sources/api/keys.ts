import type { LeadSourceFilter } from '@funil/data-client/staff/lead-sources';

/** Query keys of the lead-source dashboard. */
export const leadSourceKeys = {
  all: ['lead-sources'] as const,
  metrics: (filter: LeadSourceFilter) => [...leadSourceKeys.all, 'metrics', filter] as const,
};
