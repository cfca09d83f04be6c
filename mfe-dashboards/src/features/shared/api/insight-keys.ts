import type { DateRangeFilter, FunnelFilter, UtmDimension } from '@funil/data-client/staff/insights';

/** Query keys of the campaign insights and the launch funnel. */
export const insightKeys = {
  all: ['insights'] as const,
  leadsPerDay: (filter: DateRangeFilter) => [...insightKeys.all, 'leads-per-day', filter] as const,
  utmBreakdown: (dimension: UtmDimension, filter: DateRangeFilter) =>
    [...insightKeys.all, 'utm-breakdown', dimension, filter] as const,
  funnelOptions: (lancamento: number) => [...insightKeys.all, 'funnel-options', lancamento] as const,
  launchFunnel: (filter: FunnelFilter) => [...insightKeys.all, 'launch-funnel', filter] as const,
  launchAttendance: (filter: FunnelFilter) => [...insightKeys.all, 'launch-attendance', filter] as const,
};
