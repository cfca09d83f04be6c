import { useQuery } from '@tanstack/react-query';
import { fetchCampaignSpendReport } from '@funil/data-client/staff/campaign-spend';
import { campaignSpendKeys } from '../../shared/api/campaign-spend-keys';

/** Spend, leads, sales and what they cost per campaign, ad set, ad and day of one launch (null: none chosen yet). */
export function useCampaignSpendReportQuery(lancamento: number | null) {
  return useQuery({
    queryKey: campaignSpendKeys.report(lancamento),
    queryFn: () => fetchCampaignSpendReport(lancamento!),
    enabled: lancamento !== null,
  });
}
