import { formatNumber } from '@funil/shared-ui/format/numbers';
import Papa from 'papaparse';
import { digitsOnly } from '@funil/text/digits';

/** The header a cold-lead CSV must have (after lower-casing and removing whitespace). */
export const EXPECTED_CSV_HEADER = 'country_code,phone_number,formatted_phone,saved_name';

export const CSV_MESSAGES = {
  invalidFile: 'Por favor, selecione um arquivo CSV válido.',
  tooShort: 'O arquivo deve conter pelo menos um cabeçalho e uma linha de dados.',
  readError: 'Erro ao ler o arquivo. Tente novamente.',
  missingFileOrCategory: 'Por favor, selecione um arquivo e uma categoria.',
  invalidCategory: 'Categoria selecionada inválida.',
  missingLaunch: 'Selecione o lançamento de destino.',
  importError: 'Erro ao importar os dados. Tente novamente.',
  invalidHeader: (found: string) => `Cabeçalho inválido. Esperado: ${EXPECTED_CSV_HEADER}, encontrado: ${found}`,
  invalidLine: (line: number) => `Linha ${line} inválida: deve conter 4 colunas separadas por vírgula.`,
  missingDigits: (line: number) => `Linha ${line} inválida: código do país e telefone devem conter números.`,
  success: (count: number) => `${formatNumber(count)} leads frios importados com sucesso!`,
} as const;

/** One contact read from the file; `line` is its line number in the file (the header is line 1). */
export interface ColdLeadCsvRow {
  line: number;
  country_code: string;
  phone_number: string;
  formatted_phone: string;
  saved_name?: string;
}

export type CsvParseResult = { ok: true; rows: ColdLeadCsvRow[] } | { ok: false; error: string };

/** The file must be of type text/csv or have a .csv name. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/**
 * Validates and reads the text of a cold-lead CSV (spec internal-side.md section 5): header, 4 columns per
 * line (quoted fields handled by papaparse), empty lines skipped, codes and numbers reduced to digits,
 * formatted phone and name trimmed, an empty name left out.
 */
export function parseColdLeadCsv(rawText: string): CsvParseResult {
  const text = rawText.replace(/^\uFEFF/, '');
  const records: { line: number; fields: string[] }[] = [];
  let offset = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    skipEmptyLines: false,
    step: (result) => {
      const fields = result.data;
      // papaparse's cursor is the offset just past this record: count the line breaks it spans.
      const end = result.meta.cursor;
      const raw = text.slice(offset, end);
      // Only a blank line is skipped: a line of bare commas (',,') is a line with the wrong columns or no digits.
      const isEmpty = raw.trim() === '' && fields.every((field) => field.trim() === '');
      if (!isEmpty) records.push({ line, fields });
      line += (raw.match(/\r\n|\r|\n/g) ?? []).length;
      offset = end;
    },
  });

  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, error: CSV_MESSAGES.tooShort };
  const foundHeader = header.fields.join(',').toLowerCase().replace(/\s+/g, '');
  if (foundHeader !== EXPECTED_CSV_HEADER) return { ok: false, error: CSV_MESSAGES.invalidHeader(foundHeader) };

  const rows: ColdLeadCsvRow[] = [];
  for (const record of data) {
    if (record.fields.length !== 4) return { ok: false, error: CSV_MESSAGES.invalidLine(record.line) };
    const [countryCode = '', phoneNumber = '', formattedPhone = '', savedName = ''] = record.fields;
    const row: ColdLeadCsvRow = {
      line: record.line,
      country_code: digitsOnly(countryCode),
      phone_number: digitsOnly(phoneNumber),
      formatted_phone: formattedPhone.trim(),
    };
    if (!row.country_code || !row.phone_number) return { ok: false, error: CSV_MESSAGES.missingDigits(record.line) };
    const name = savedName.trim();
    if (name) row.saved_name = name;
    rows.push(row);
  }
  return { ok: true, rows };
}

/** Reads a chosen file: type check, then its text, then the rules above. */
export async function readColdLeadCsvFile(file: File): Promise<CsvParseResult> {
  if (!isCsvFile(file)) return { ok: false, error: CSV_MESSAGES.invalidFile };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: CSV_MESSAGES.readError };
  }
  return parseColdLeadCsv(text);
}

export const PREVIEW_ROWS = 5;
