import { useQuery } from '@tanstack/react-query';
import { fetchRemoteBuildHealth, type SiteHealthWindow } from '@funil/data-client/staff/site-health';
import { siteHealthKeys } from './keys';

/** Page views, remote-load failures and errors per remote and build of the window (refreshed every minute). */
export function useRemoteBuildHealthQuery(hours: SiteHealthWindow) {
  return useQuery({
    queryKey: siteHealthKeys.builds(hours),
    queryFn: () => fetchRemoteBuildHealth(hours),
    refetchInterval: 60_000,
  });
}
