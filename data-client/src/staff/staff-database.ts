// The staff client's view of the generated schema (src/database.types.ts, `npm run db:types`): the same tables and
// views, and the RPC functions with the two things the generator cannot know.
// - Arguments accept null: no function of `public` is STRICT, so SQL takes NULL for any parameter (PostgREST passes
//   JSON null through), and the fetchers send null for "no filter" / "not given".
// - The functions that return jsonb are typed with the shape their SQL builds (supabase/schema.sql), declared once
//   here instead of a cast at each call; data-client's integration tests read every one from the database.
import type { Database } from '../database.types';
import type { UnmatchedCheckoutEvent } from './checkout';
import type { ColdLead, ColdLeadImportResult, ColdLeadImportRow, ColdLeadStats } from './cold-leads';
import type { SubjectIdentifiers, SubjectRecords, SubjectTable } from './data-requests';
import type { FurtherContact } from './further-contacts';
import type { DayCount, FunnelFilterOptions, FunnelOutsideLine, FunnelStep, UtmBreakdownRow } from './insights';
import type { LaunchClassInput, StaffLaunchClass } from './launch-classes';
import type {
  EmailCounts,
  EmailLogEntry,
  EmailMessage,
  EmailPreview,
  EmailPreviewLead,
  EmailVariable,
} from './launch-emails';
import type { LeadSourceMetrics } from './lead-sources';
import type { PurchaseLeadStats } from './purchase-leads';
import type { StatusChange } from './status-history';
import type { DreamPage, SurveyResults } from './survey-results';
import type { UnsubscribeLinkRow } from './unsubscribe-links';

/** Numeric figures arrive as JSON numbers or numeric strings: the fetchers convert them with Number(). */
type Figures<Keys extends string> = Record<Keys, unknown>;

/** What each jsonb function returns. */
export interface JsonReturns {
  anonymise_data_subject: Record<SubjectTable, number>;
  checkout_revenue_by_utm: {
    rows: (Figures<'leads' | 'sales' | 'revenue' | 'conversion'> & { value: string })[];
    totals: Figures<'leads' | 'sales' | 'revenue' | 'conversion'>;
  };
  checkout_unmatched_events: UnmatchedCheckoutEvent[];
  cold_lead_stats: ColdLeadStats;
  cold_leads_page: { rows: ColdLead[]; total: number; page: number; per_page: number; total_pages: number };
  email_preview: EmailPreview;
  email_preview_leads: (Omit<EmailPreviewLead, 'id'> & { id: unknown })[];
  email_variables: EmailVariable[];
  launch_email_messages: (Omit<EmailMessage, 'counts' | 'skipped_reasons' | 'failures'> & {
    counts: Figures<keyof EmailCounts>;
    skipped_reasons: { reason: EmailMessage['skipped_reasons'][number]['reason']; count: unknown }[];
    failures: { reason: string; count: unknown }[];
  })[];
  lead_email_log: (Omit<EmailLogEntry, 'id' | 'attempts'> & { id: unknown; attempts: unknown })[];
  save_launch_classes: StaffLaunchClass[];
  convert_cold_lead: { already_converted: boolean; id: number; name: string; email: string };
  find_data_subject: Partial<SubjectRecords> & { identifiers?: SubjectIdentifiers };
  funnel_filter_options: FunnelFilterOptions;
  import_cold_leads: ColdLeadImportResult;
  launch_funnel: { lancamento: number; steps: FunnelStep[]; outside?: FunnelOutsideLine[]; overallConversion: unknown };
  lead_further_contacts: Record<string, FurtherContact[]> | null;
  lead_source_metrics: LeadSourceMetrics;
  lead_unsubscribe_tokens: UnsubscribeLinkRow[] | null;
  lead_utm_breakdown: UtmBreakdownRow[];
  leads_per_day: DayCount[];
  link_checkout_event: { linked: number; status: string | null };
  purchase_lead_stats: PurchaseLeadStats;
  purchase_lead_status_history: StatusChange[] | null;
  survey_dreams: DreamPage;
  survey_results: SurveyResults;
}

/** jsonb arguments typed with what the fetchers send. */
interface JsonArgs {
  import_cold_leads: { p_rows: readonly ColdLeadImportRow[] };
  save_launch_classes: { p_classes: readonly Required<LaunchClassInput>[] };
}

type Functions = Database['public']['Functions'];

type NullableArgs<Args> = [Args] extends [Record<PropertyKey, never>] ? Args : { [K in keyof Args]: Args[K] | null };

type StaffFunctions = {
  [Name in keyof Functions]: Omit<Functions[Name], 'Args' | 'Returns'> & {
    Args: Name extends keyof JsonArgs
      ? Omit<NullableArgs<Functions[Name]['Args']>, keyof JsonArgs[Name]> & JsonArgs[Name]
      : NullableArgs<Functions[Name]['Args']>;
    Returns: Name extends keyof JsonReturns ? JsonReturns[Name] : Functions[Name]['Returns'];
  };
};

/** `Database` with the staff client's RPC functions (above). */
export type StaffDatabase = Omit<Database, 'public'> & {
  public: Omit<Database['public'], 'Functions'> & { Functions: StaffFunctions };
};
