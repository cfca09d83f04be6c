import { fetchCurrentLaunch } from '@funil/data-client/public/launches';
import { useLoad, type LoadState } from '@funil/shared-ui/load/use-load';
import { FALLBACK_LAUNCH_SETTINGS, toLessonsLaunchSettings, type LessonsLaunchSettings } from '../launch-settings';

/**
 * The current launch's settings. When they cannot be read the pages still work: the failure is logged and the
 * fallback settings are used (so this state is never 'error').
 */
export function useLaunchSettings(): LoadState<LessonsLaunchSettings> {
  const launch = useLoad(fetchCurrentLaunch, { errorLog: 'Erro ao carregar as configurações do lançamento:' });
  if (launch.status === 'loading') return launch;
  return {
    status: 'success',
    data: launch.status === 'success' ? toLessonsLaunchSettings(launch.data) : FALLBACK_LAUNCH_SETTINGS,
  };
}
