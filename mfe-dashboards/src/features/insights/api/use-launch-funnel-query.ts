import { useQuery } from '@tanstack/react-query';
import { fetchLaunchFunnel, type FunnelFilter } from '@funil/data-client/staff/insights';
import { insightKeys } from '../../shared/api/insight-keys';

/** A launch's funnel for the filter; waits while `enabled` is false (no launch known yet). */
export function useLaunchFunnelQuery(filter: FunnelFilter, enabled: boolean) {
  return useQuery({ queryKey: insightKeys.launchFunnel(filter), queryFn: () => fetchLaunchFunnel(filter), enabled });
}
