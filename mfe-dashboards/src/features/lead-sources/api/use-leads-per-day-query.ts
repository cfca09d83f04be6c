import { useQuery } from '@tanstack/react-query';
import { fetchLeadsPerDay, type DateRangeFilter } from '@funil/data-client/staff/insights';
import { insightKeys } from '../../shared/api/insight-keys';

/** Leads per day in the filter's period (the chart of /campanhas). */
export function useLeadsPerDayQuery(filter: DateRangeFilter) {
  return useQuery({ queryKey: insightKeys.leadsPerDay(filter), queryFn: () => fetchLeadsPerDay(filter) });
}
