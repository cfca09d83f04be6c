import { useQuery } from '@tanstack/react-query';
import { fetchLaunchPlatformFees } from '@funil/data-client/staff/launch-platform-fee';
import { campaignSpendKeys } from '../../shared/api/campaign-spend-keys';

/** Every launch's payment-platform fee (percent + fixed per sale). */
export function usePlatformFeesQuery() {
  return useQuery({ queryKey: campaignSpendKeys.fees(), queryFn: fetchLaunchPlatformFees });
}
