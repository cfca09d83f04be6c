import { useQuery } from '@tanstack/react-query';
import { fetchRevenueByUtm, type RevenueDimension, type RevenueFilter } from '@funil/data-client/staff/checkout';
import { checkoutKeys } from '../api/checkout-keys';

/** Leads, sales, revenue and conversion per UTM source or campaign (confirmed by the checkout's events). */
export function useRevenueByUtmQuery(dimension: RevenueDimension, filter: RevenueFilter) {
  return useQuery({
    queryKey: checkoutKeys.revenue(dimension, filter),
    queryFn: () => fetchRevenueByUtm(dimension, filter),
  });
}
