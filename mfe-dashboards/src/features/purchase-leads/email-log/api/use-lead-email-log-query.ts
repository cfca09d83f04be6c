import { useQuery } from '@tanstack/react-query';
import { fetchLeadEmailLog } from '@funil/data-client/staff/launch-emails';
import { emailLogKeys } from './keys';
import { normalizeEmail } from '@funil/text/email';

/** The e-mails sent (or skipped, or failed) to an address, newest first; loaded only while `enabled`. */
export function useLeadEmailLogQuery(email: string, enabled: boolean) {
  return useQuery({
    queryKey: emailLogKeys.address(normalizeEmail(email)),
    queryFn: () => fetchLeadEmailLog(email),
    enabled: enabled && email.trim() !== '',
  });
}
