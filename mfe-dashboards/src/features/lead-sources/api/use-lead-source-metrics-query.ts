import { useQuery } from '@tanstack/react-query';
import { fetchLeadSourceMetrics, type LeadSourceFilter } from '@funil/data-client/staff/lead-sources';
import { leadSourceKeys } from './keys';

/** Leads by origin for the applied filter; waits while `enabled` is false (the launches still load). */
export function useLeadSourceMetricsQuery(filter: LeadSourceFilter, enabled: boolean) {
  return useQuery({ queryKey: leadSourceKeys.metrics(filter), queryFn: () => fetchLeadSourceMetrics(filter), enabled });
}
