import { useQuery } from '@tanstack/react-query';
import { fetchLaunchAttendance } from '@funil/data-client/staff/class-attendance';
import type { FunnelFilter } from '@funil/data-client/staff/insights';
import { insightKeys } from '../../shared/api/insight-keys';

/** The edge writes each class's audience every minute: read again every 30 s, so staff see it within a minute. */
const AUDIENCE_REFRESH_MS = 30_000;

/** A launch's class attendance for the funnel's filter (public.launch_attendance). */
export function useLaunchAttendanceQuery(filter: FunnelFilter, enabled: boolean) {
  return useQuery({
    queryKey: insightKeys.launchAttendance(filter),
    queryFn: () => fetchLaunchAttendance(filter),
    enabled,
    refetchInterval: AUDIENCE_REFRESH_MS,
  });
}
