import { useQuery } from '@tanstack/react-query';
import { fetchLaunchEmailPlan } from '@funil/data-client/staff/launch-emails';
import { launchEmailKeys } from './keys';

/** The plan of the launch's scheduled sends (reloaded every minute while the page is open: recipients grow). */
export function useLaunchEmailPlanQuery(lancamento: number | null) {
  return useQuery({
    queryKey: launchEmailKeys.plan(lancamento),
    queryFn: () => fetchLaunchEmailPlan(lancamento!),
    enabled: lancamento !== null,
    refetchInterval: 60_000,
  });
}
