import { useQuery } from '@tanstack/react-query';
import { fetchEmailDeliveryRates } from '@funil/data-client/staff/email-feedback';
import { launchEmailKeys } from './keys';

/** Bounce and complaint rates per message of the launch (reloaded every 30 s while the page is open). */
export function useEmailDeliveryRatesQuery(lancamento: number | null) {
  return useQuery({
    queryKey: launchEmailKeys.deliveryRates(lancamento),
    queryFn: () => fetchEmailDeliveryRates(lancamento!),
    enabled: lancamento !== null,
    refetchInterval: 30_000,
  });
}
