import { useQuery } from '@tanstack/react-query';
import { fetchRecoveryReport } from '@funil/data-client/staff/checkout-recovery';
import { checkoutKeys } from '../../shared/api/checkout-keys';

/** Recovered sales per sequence against the holdout, for one launch (waits for it). */
export function useRecoveryReportQuery(lancamento: number | null) {
  return useQuery({
    queryKey: checkoutKeys.recoveryReport(lancamento),
    queryFn: () => fetchRecoveryReport(lancamento ?? 0),
    enabled: lancamento !== null,
  });
}
