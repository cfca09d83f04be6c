import Papa from 'papaparse';

// Tests only: reads an exported CSV file as a spreadsheet set to Portuguese (Brazil) reads it (Excel, LibreOffice Calc):
// ';' between cells, RFC 4180 quotes (a quoted cell is typed like any other), ',' before the decimals and '.' between
// thousands. What a cell becomes:
//   - text, without the apostrophe, when it starts with the formula guard (');
//   - a number when it is one in pt-BR ('-12,50', '1.234,56', '7');
//   - a formula when it starts with = + - @, a tab or a CR and is no number (what the export's guard must prevent);
//   - text otherwise.

export type SpreadsheetCell =
  { kind: 'number'; value: number } | { kind: 'text'; value: string } | { kind: 'formula'; value: string };

const PT_BR_NUMBER = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d+)?$/;

function readCell(text: string): SpreadsheetCell {
  if (text.startsWith("'")) return { kind: 'text', value: text.slice(1) };
  if (PT_BR_NUMBER.test(text)) return { kind: 'number', value: Number(text.replace(/\./g, '').replace(',', '.')) };
  if (/^[=+\-@\t\r]/.test(text)) return { kind: 'formula', value: text };
  return { kind: 'text', value: text };
}

/** The sheet: one array of cells per line of the file (the header line included), the UTF-8 BOM dropped. */
export function readAsPtBrSpreadsheet(csv: string): SpreadsheetCell[][] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`not a valid CSV: ${parsed.errors[0]!.message}`);
  return parsed.data.map((fields) => fields.map(readCell));
}

/**
 * The cells of one column (found by its header) below the header, as the spreadsheet typed them; what `=SOMA()` of
 * that column adds up is the sum of its number cells.
 */
export function spreadsheetColumn(sheet: SpreadsheetCell[][], header: string): SpreadsheetCell[] {
  const at = sheet[0]?.findIndex((cell) => cell.value === header) ?? -1;
  if (at < 0) throw new Error(`no column ${JSON.stringify(header)}`);
  return sheet.slice(1).map((row) => row[at] ?? { kind: 'text', value: '' });
}
