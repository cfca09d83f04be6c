import { useQuery } from '@tanstack/react-query';
import { fetchConfirmationBursts } from '@funil/data-client/staff/email-feedback';
import type { SiteHealthWindow } from '@funil/data-client/staff/site-health';
import { siteHealthKeys } from './keys';

/** Confirmations held back per minute in the window (the registration form used to mail strangers). */
export function useConfirmationBurstsQuery(hours: SiteHealthWindow) {
  return useQuery({
    queryKey: siteHealthKeys.confirmationBursts(hours),
    queryFn: () => fetchConfirmationBursts(hours),
  });
}
