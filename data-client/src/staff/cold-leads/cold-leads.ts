import { DataError, fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';
import type { JsonReturns } from '../staff-answers';
import type { ColdLeadImportRow } from './vocabulary';
export type { ColdLeadImportRow } from './vocabulary';

export const COLD_LEAD_SOURCES = [
  'whatsapp_group',
  'telegram_group',
  'discord_server',
  'linkedin_group',
  'facebook_group',
  'manual_import',
  'other',
] as const;

/** A row of cold_leads (every column, as public.cold_leads_page answers it). */
export type ColdLead = JsonReturns['cold_leads_page']['rows'][number];

export interface ColdLeadFilter {
  lancamento?: number | null;
  groupName?: string | null;
  /** Case-insensitive, over saved name, phone number and formatted phone. */
  search?: string | null;
  isActive?: boolean | null;
}

export const COLD_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'saved_name',
  'phone_number',
  'country_code',
  'formatted_phone',
  'group_name',
  'source',
  'is_active',
] as const;
export type ColdLeadSortField = (typeof COLD_SORT_FIELDS)[number];

export interface ColdLeadSort {
  field: ColdLeadSortField;
  ascending: boolean;
}

export const DEFAULT_COLD_SORT: ColdLeadSort = { field: 'created_at', ascending: false };

export interface ColdLeadPage {
  data: ColdLead[];
  total: number;
  totalPages: number;
  page: number;
  perPage: number;
}

export type ColdLeadStats = JsonReturns['cold_lead_stats'];

/** One page of cold leads (filters, search, sort, exact total) from public.cold_leads_page. */
export async function fetchColdLeads(
  filter: ColdLeadFilter,
  sort: ColdLeadSort = DEFAULT_COLD_SORT,
  page = 1,
  perPage = 20,
): Promise<ColdLeadPage> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('cold_leads_page', {
    p_lancamento: filter.lancamento ?? null,
    p_group_name: filter.groupName || null,
    p_search: filter.search?.trim() || null,
    p_sort: sort.field,
    p_ascending: sort.ascending,
    p_page: page,
    p_per_page: perPage,
    p_is_active: filter.isActive ?? null,
  });
  if (error) throw fail('erro ao carregar os leads frios', error, { status });
  const result = data;
  return {
    data: result.rows,
    total: result.total,
    totalPages: result.total_pages,
    page: result.page,
    perPage: result.per_page,
  };
}

/** Figures computed by SQL (public.cold_lead_stats) for a launch and, optionally, one group. */
export async function fetchColdLeadStats(
  filter: Pick<ColdLeadFilter, 'lancamento' | 'groupName'> = {},
): Promise<ColdLeadStats> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('cold_lead_stats', {
    p_lancamento: filter.lancamento ?? null,
    p_group_name: filter.groupName || null,
  });
  if (error) throw fail('erro ao carregar as estatísticas dos leads frios', error, { status });
  return data;
}

/** Distinct non-empty group names (the category filter). */
export async function fetchColdLeadGroups(): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('cold_lead_groups');
  if (error) throw fail('erro ao carregar os grupos dos leads frios', error, { status });
  return (data ?? []) as string[];
}

/** Activates or deactivates several cold leads; returns how many changed. */
export async function setColdLeadsActive(ids: readonly number[], active: boolean): Promise<number> {
  if (ids.length === 0) throw refuse('no_selection', 'no cold lead selected');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('cold_leads')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw fail('erro ao atualizar a atividade dos leads frios', error, { status });
  return (data ?? []).length;
}

/**
 * Import categories (internal-side spec, section 3): group name and id; source whatsapp_group. The spec's fixed launch
 * (2) was the old system's constant: the import writes to the launch chosen in the dialog.
 */
export const COLD_IMPORT_CATEGORIES = {
  iniciante: { label: 'Iniciante', groupName: 'Java Developers Iniciantes', groupId: 'java_dev_iniciantes_001' },
  avancado: { label: 'Avançado', groupName: 'Java Developers Avançados', groupId: 'java_dev_avancados_001' },
} as const;
export type ColdImportCategory = keyof typeof COLD_IMPORT_CATEGORIES;
export const COLD_IMPORT_BATCH_SIZE = 50;

export function isColdImportCategory(value: string): value is ColdImportCategory {
  return Object.hasOwn(COLD_IMPORT_CATEGORIES, value);
}

export type ColdLeadImportResult = JsonReturns['import_cold_leads'];

export interface ImportOptions {
  /** Called after each batch with the percentage done (0-100). */
  onProgress?: (percent: number) => void;
  batchSize?: number;
}

/**
 * Imports rows all or nothing: staged in batches of 50, in sequence (public.stage_cold_leads; the percentage after each
 * batch), then applied by one call (public.commit_cold_leads_import, one transaction). A line the table refuses means
 * nothing is imported and the answer lists the refused lines; a batch that fails (the network, the server) discards
 * what was staged and reports every line as not imported. Contacts already there for the launch are skipped.
 */
export async function importColdLeads(
  rows: readonly ColdLeadImportRow[],
  category: string,
  lancamento: number,
  options: ImportOptions = {},
): Promise<ColdLeadImportResult> {
  if (!isColdImportCategory(category))
    throw new DataError(`categoria de importação desconhecida: ${category}`, 'unknown');
  const { groupName, groupId } = COLD_IMPORT_CATEGORIES[category];
  const size = options.batchSize ?? COLD_IMPORT_BATCH_SIZE;
  const supabase = await getSupabase();
  const importId = crypto.randomUUID();
  /** Nothing imported: every line reported with the server's validation text when it gave one. */
  const nothingImported = async (error: Parameters<typeof fail>[1], status: number): Promise<ColdLeadImportResult> => {
    await supabase.rpc('discard_cold_leads_import', { p_import: importId });
    const mapped = fail('erro ao importar os leads frios', error, { status });
    if (mapped.kind === 'forbidden') throw mapped;
    return {
      inserted: 0,
      skipped: 0,
      failed: rows.map((row) => ({ line: row.line, message: mapped.validation ?? '' })),
    };
  };
  for (let start = 0; start < rows.length; start += size) {
    const { error, status } = await supabase.rpc('stage_cold_leads', {
      p_import: importId,
      p_rows: rows.slice(start, start + size).map((row) => ({
        line: row.line,
        country_code: row.country_code,
        phone_number: row.phone_number,
        formatted_phone: row.formatted_phone,
        saved_name: row.saved_name ?? null,
      })),
    });
    if (error) return nothingImported(error, status);
    options.onProgress?.(Math.round((Math.min(start + size, rows.length) / rows.length) * 100));
  }
  const { data, error, status } = await supabase.rpc('commit_cold_leads_import', {
    p_import: importId,
    p_group_name: groupName,
    p_group_id: groupId,
    p_lancamento: lancamento,
  });
  if (error) return nothingImported(error, status);
  return data;
}

export interface ConversionResult {
  alreadyConverted: boolean;
  id: number;
  name: string;
  email: string;
}

/** Turns a cold lead into a purchase lead (every rule in public.convert_cold_lead). */
export async function convertColdLead(
  id: number,
  input: { email?: string; name?: string } = {},
): Promise<ConversionResult> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('convert_cold_lead', {
    p_id: id,
    p_email: input.email?.trim() || null,
    p_name: input.name?.trim() || null,
  });
  if (error) throw fail('erro ao converter lead frio', error, { status });
  const answer = data;
  return { alreadyConverted: answer.already_converted, id: Number(answer.id), name: answer.name, email: answer.email };
}

export interface BulkConversionResult {
  converted: { coldId: number; result: ConversionResult }[];
  /** Each failure as a DataError: its kind, and for 'invalid' the server's validation text. */
  failed: { coldId: number; error: DataError }[];
}

/** Converts one by one, collecting successes and failures. */
export async function convertColdLeads(ids: readonly number[]): Promise<BulkConversionResult> {
  const outcome: BulkConversionResult = { converted: [], failed: [] };
  for (const coldId of ids) {
    try {
      outcome.converted.push({ coldId, result: await convertColdLead(coldId) });
    } catch (error) {
      outcome.failed.push({
        coldId,
        error:
          error instanceof DataError
            ? error
            : new DataError('erro ao converter lead frio', 'unknown', { cause: error }),
      });
    }
  }
  return outcome;
}
