import { useQuery } from '@tanstack/react-query';
import { fetchUtmBreakdown, type DateRangeFilter, type UtmDimension } from '@funil/data-client/staff/insights';
import { insightKeys } from '../../shared/api/insight-keys';

/** Leads of the filter's period counted by one UTM field. */
export function useUtmBreakdownQuery(dimension: UtmDimension, filter: DateRangeFilter) {
  return useQuery({
    queryKey: insightKeys.utmBreakdown(dimension, filter),
    queryFn: () => fetchUtmBreakdown(dimension, filter),
  });
}
