import { fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';
import { digitsOnly } from '@funil/text/digits';
import { SUBJECT_TABLES } from './vocabulary';
export { SUBJECT_TABLES } from './vocabulary';

export type SubjectTable = (typeof SUBJECT_TABLES)[number];

/** Every record of a person, per table (rows as stored, tokens and token digests left out). */
export type SubjectRecords = Record<SubjectTable, Record<string, unknown>[]>;

export interface SubjectQuery {
  email?: string;
  phone?: string;
}

function args(query: SubjectQuery) {
  const email = (query.email ?? '').trim();
  const phone = digitsOnly(query.phone);
  // The rule public.find_data_subject checks too (its validation message is the screen's text for the reason).
  if (!email && phone.length < 8) throw refuse('no_identifier', 'a data-subject search needs an e-mail or a phone');
  return { p_email: email || null, p_phone: phone || null };
}

/** Every e-mail and phone (digits) of the person, closed over every table by the database. */
export type SubjectIdentifiers = JsonReturns['find_data_subject']['identifiers'];

export interface SubjectFindResult {
  records: SubjectRecords;
  identifiers: SubjectIdentifiers;
}

/**
 * Finds (or, with `exportFile`, exports) every record of an e-mail or phone; the request is audited. The database
 * closes the identifiers first: every e-mail and phone found on a matching row is searched again, in every table,
 * until nothing new appears, so the records are the person's whole footprint.
 */
export async function findSubjectRecords(query: SubjectQuery, exportFile = false): Promise<SubjectFindResult> {
  const params = { ...args(query), p_export: exportFile };
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('find_data_subject', params);
  if (error) throw fail('erro ao buscar os dados do titular', error, { status });
  const raw = data;
  const records = Object.fromEntries(SUBJECT_TABLES.map((table) => [table, raw[table] ?? []])) as SubjectRecords;
  return { records, identifiers: raw.identifiers };
}

/** Clears the personal fields of every record found, keeping aggregates; returns the count per table. */
export async function anonymiseSubject(query: SubjectQuery): Promise<Record<SubjectTable, number>> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('anonymise_data_subject', args(query));
  if (error) throw fail('erro ao anonimizar os dados do titular', error, { status });
  return data;
}

export function countRecords(records: SubjectRecords): number {
  return SUBJECT_TABLES.reduce((sum, table) => sum + (records[table]?.length ?? 0), 0);
}

export interface AuditEntry {
  id: number;
  action: 'search' | 'export' | 'anonymise';
  records: Record<string, number>;
  requested_by_email: string | null;
  created_at: string;
}

/** Latest audited requests, newest first. */
export async function fetchDataRequestAudit(limit = 20): Promise<AuditEntry[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('data_subject_requests')
    .select('id, action, records, requested_by_email, created_at')
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw fail('erro ao carregar o registro de solicitações', error, { status });
  return (data ?? []) as AuditEntry[];
}
