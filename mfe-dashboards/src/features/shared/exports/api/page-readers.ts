import { fetchSurveyAnswersPage, type ExportPageReader, type SurveyAnswerRow } from '@funil/data-client/staff/exports';
import {
  fetchPurchaseLeadsPage,
  type PurchaseLead,
  type PurchaseLeadStatus,
} from '@funil/data-client/staff/purchase-leads';
import {
  fetchColdLeads,
  type ColdLead,
  type ColdLeadFilter,
  type ColdLeadSort,
} from '@funil/data-client/staff/cold-leads';
import { fetchUnsubscribeLinks, type UnsubscribeLinkRow } from '@funil/data-client/staff/unsubscribe-links';

// The page readers an export reads a whole filter with (ExportButton's `rows`), beside the fetchers they call.

/** Every hot lead of a launch (and status filter), page by page, newest first. */
export function hotLeadsReader(lancamento: number, status: PurchaseLeadStatus | null): ExportPageReader<PurchaseLead> {
  return (page, perPage) => fetchPurchaseLeadsPage({ lancamento, status }, page, perPage);
}

/** Every cold lead of the current filters and sort, page by page. */
export function coldLeadsReader(filter: ColdLeadFilter, sort: ColdLeadSort): ExportPageReader<ColdLead> {
  return async (page, perPage) => {
    const result = await fetchColdLeads(filter, sort, page, perPage);
    return { rows: result.data, total: result.total };
  };
}

/** Every survey answer of a launch (and search), page by page, newest first. */
export function surveyAnswersReader(lancamento: number, search: string | null): ExportPageReader<SurveyAnswerRow> {
  return (page, perPage) => fetchSurveyAnswersPage(lancamento, search, page, perPage);
}

/** The launch's links come in one answer (a jsonb array, not capped by PostgREST's max rows): all on the first page. */
export function unsubscribeLinksReader(lancamento: number): ExportPageReader<UnsubscribeLinkRow> {
  return async (page) => ({ rows: page === 1 ? await fetchUnsubscribeLinks(lancamento) : [], total: null });
}
