// The shape of a contact sent to the cold-contacts import (a jsonb argument): one definition for the client's types
// (../staff-database.ts) and the service. A leaf.

/** One contact to import; `line` is its line in the file, used to report failures. */
export interface ColdLeadImportRow {
  line: number;
  country_code: string;
  phone_number: string;
  formatted_phone: string;
  saved_name?: string;
}
