import { useQuery } from '@tanstack/react-query';
import { fetchStaffLaunchClasses } from '@funil/data-client/staff/launch-classes';
import { launchClassKeys } from './keys';

/** The live classes of a launch, in order, with their live links. */
export function useLaunchClassesQuery(lancamento: number) {
  return useQuery({ queryKey: launchClassKeys.launch(lancamento), queryFn: () => fetchStaffLaunchClasses(lancamento) });
}
