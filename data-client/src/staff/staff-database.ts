// The staff client's view of the generated schema (src/database.types.ts, `npm run db:types`): the same tables and
// views, and the RPC functions with the two things the generator cannot know.
// - Arguments accept null: no function of `public` is STRICT, so SQL takes NULL for any parameter (PostgREST passes
//   JSON null through), and the fetchers send null for "no filter" / "not given".
// - The functions that return jsonb are typed with the shape their SQL builds, declared once as zod schemas in
//   their domain's answers.ts (collected by staff-answers.ts) (the types are `z.infer` of them); data-client's integration tests parse every answer with them.
import type { Database, Json } from '../database.types';
import type { ColdLeadImportRow } from './cold-leads/vocabulary';
import type { JsonReturns } from './staff-answers';

export type { JsonReturns };

type Functions = Database['public']['Functions'];

/** The functions of `public` whose generated answer is plain `Json` (they return jsonb). */
type JsonFunction = {
  [Name in keyof Functions]: Json extends Functions[Name]['Returns'] ? Name : never;
}[keyof Functions];

/**
 * Server-side functions, not the staff client's: each checks a server-side secret (the edge reads their answers) or
 * is service_role's only (set_email_settings, run by deployment and `npm start`).
 */
type NotStaffJsonFunction =
  | 'record_checkout_event'
  | 'record_site_signals'
  | 'record_class_attendance'
  | 'remote_build_health'
  | 'email_claim_batch'
  | 'email_due_counts'
  | 'email_report_results'
  | 'email_sender_settings'
  | 'email_record_feedback'
  | 'set_confirmation_limits'
  | 'set_email_settings';

/**
 * Fails the typecheck when a jsonb function has no schema in staff-answers.ts (a new staff function declares its
 * answer in its domain's answers.ts, and its integration test parses the answer with it).
 */
export type JsonFunctionsCovered =
  Exclude<JsonFunction, keyof JsonReturns | NotStaffJsonFunction> extends never
    ? true
    : { missingSchemaIn_staff_answers_ts: Exclude<JsonFunction, keyof JsonReturns | NotStaffJsonFunction> };
const jsonFunctionsCovered: JsonFunctionsCovered = true;
void jsonFunctionsCovered;

/** jsonb arguments typed with what the fetchers send. */
interface JsonArgs {
  import_cold_leads: { p_rows: readonly ColdLeadImportRow[] };
}

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
