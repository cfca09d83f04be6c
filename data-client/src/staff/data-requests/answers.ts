// The JSON answers of the data-subject requests (find, anonymise) staff functions, as zod schemas: the one declaration
// of each answer's shape (../staff-answers.ts collects them; its header says how they are typed and tested).
import { z } from '../../schemas/zod';
import { SUBJECT_TABLES } from './vocabulary';

export const subjectIdentifiers = z.strictObject({ emails: z.array(z.string()), phones: z.array(z.string()) });

/** Rows as stored (tokens and token digests left out): their columns are the tables' own. */
const subjectRows = z.array(z.record(z.string(), z.unknown()));

/** The data requests staff functions that return jsonb, by name, with the schema of their answer. */
export const dataRequestsAnswers = {
  find_data_subject: z.strictObject({
    ...(Object.fromEntries(SUBJECT_TABLES.map((table) => [table, subjectRows])) as Record<
      (typeof SUBJECT_TABLES)[number],
      typeof subjectRows
    >),
    identifiers: subjectIdentifiers,
  }),
  anonymise_data_subject: z.strictObject(
    Object.fromEntries(SUBJECT_TABLES.map((table) => [table, z.number()])) as Record<
      (typeof SUBJECT_TABLES)[number],
      z.ZodNumber
    >,
  ),
};
