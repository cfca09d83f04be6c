import { useQuery } from '@tanstack/react-query';
import { fetchLeadAttendance } from '@funil/data-client/staff/class-attendance';
import { purchaseLeadKeys } from '../../shared/api/purchase-lead-keys';

/** The classes each hot lead on screen watched (by e-mail, in the launch); waits for a launch and leads. */
export function useLeadAttendanceQuery(launch: number | null, emails: readonly string[]) {
  return useQuery({
    queryKey: purchaseLeadKeys.hotAttendance(launch, emails),
    queryFn: async () => {
      const rows = await fetchLeadAttendance(launch ?? 0, emails);
      return new Map(rows.map((row) => [row.email, row.classes]));
    },
    enabled: launch !== null && emails.length > 0,
  });
}
