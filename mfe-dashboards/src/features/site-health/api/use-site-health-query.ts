import { useQuery } from '@tanstack/react-query';
import { fetchSiteHealth, type SiteHealthWindow } from '@funil/data-client/staff/site-health';
import { siteHealthKeys } from './keys';

/** p75 vitals, error groups, remote-load failures and CSP violations of the window (refreshed every minute). */
export function useSiteHealthQuery(hours: SiteHealthWindow) {
  return useQuery({
    queryKey: siteHealthKeys.summary(hours),
    queryFn: () => fetchSiteHealth(hours),
    refetchInterval: 60_000,
  });
}
