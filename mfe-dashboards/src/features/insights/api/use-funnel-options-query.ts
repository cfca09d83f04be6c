import { useQuery } from '@tanstack/react-query';
import { fetchFunnelFilterOptions } from '@funil/data-client/staff/insights';
import { insightKeys } from '../../shared/api/insight-keys';

/** The sources and campaigns a launch's funnel can be filtered by; waits for a launch (null while none is known). */
export function useFunnelOptionsQuery(launch: number | null) {
  const lancamento = launch ?? 0;
  return useQuery({
    queryKey: insightKeys.funnelOptions(lancamento),
    queryFn: () => fetchFunnelFilterOptions(lancamento),
    enabled: launch !== null,
  });
}
