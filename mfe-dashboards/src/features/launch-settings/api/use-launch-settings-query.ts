import { useQuery } from '@tanstack/react-query';
import { fetchLaunchSettings } from '@funil/data-client/staff/launch-settings';
import { launchKeys } from '../../shared/api/keys';

/** Every launch with all its settings (the launch settings screen). */
export function useLaunchSettingsQuery() {
  return useQuery({ queryKey: launchKeys.settings(), queryFn: fetchLaunchSettings });
}
