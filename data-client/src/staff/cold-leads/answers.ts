// The JSON answers of the cold contacts (the page, the stats, conversion, the staged import) staff functions, as zod
// schemas: the one declaration of each answer's shape (../staff-answers.ts collects them; its header says how they are
// typed and tested).
import { z } from '../../schemas/zod';
import { counts, timestamp } from '../answer-schemas';

export const coldLead = z.strictObject({
  id: z.number(),
  country_code: z.string(),
  phone_number: z.string(),
  formatted_phone: z.string().nullable(),
  saved_name: z.string().nullable(),
  group_name: z.string().nullable(),
  group_id: z.string().nullable(),
  source: z.string().nullable(),
  lancamento: z.number(),
  is_active: z.boolean(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  anonymised_at: timestamp.nullable(),
});

export const coldLeadStats = z.strictObject({
  total_contacts: z.number(),
  with_saved_name: z.number(),
  brazil_contacts: z.number(),
  other_countries: z.number(),
  active_contacts: z.number(),
  inactive_contacts: z.number(),
  by_group: counts,
  by_source: counts,
  last_updated: timestamp.nullable(),
});

export const coldLeadImportResult = z.strictObject({
  inserted: z.number(),
  /** Already there (same country code + phone + launch): not duplicated. */
  skipped: z.number(),
  /** Lines that could not be saved, with the server's reason; lines of other batches are kept. */
  failed: z.array(z.strictObject({ line: z.number(), message: z.string() })),
});

/** The cold leads staff functions that return jsonb, by name, with the schema of their answer. */
export const coldLeadsAnswers = {
  cold_lead_stats: coldLeadStats,
  cold_leads_page: z.strictObject({
    rows: z.array(coldLead),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
    total_pages: z.number(),
  }),
  convert_cold_lead: z.strictObject({
    already_converted: z.boolean(),
    id: z.number(),
    name: z.string(),
    email: z.string(),
  }),
  import_cold_leads: coldLeadImportResult,
  commit_cold_leads_import: coldLeadImportResult,
};
