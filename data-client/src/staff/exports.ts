import { checkId, fail } from '../errors';
import { getSupabase } from './supabase';

/**
 * A CSV column: header text and how to read the cell from a row. A number is written as pt-BR spreadsheets read one
 * (',' before the decimals, no thousands separator: '-1234,5'), with `decimals` places when given ('-12,50').
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  /** Decimal places of a number cell (money: 2). Without it a number keeps the digits it has. */
  decimals?: number;
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection; tab and CR too). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number in international format ('+55 11 98765 4321', shared-ui's formatPhoneInternational): '+', a country
 * code, then groups of digits and hyphens after spaces. It starts like a formula but holds no name, call or cell
 * reference, and the spaces keep it text, so it needs no guard (an apostrophe would show in the cell).
 */
const PHONE_TEXT = /^\+\d{1,3}(?: [\d-]+)+$/;

/**
 * A plain number as a pt-BR spreadsheet reads one: an optional minus, digits (or thousands grouped by '.') and an
 * optional ',' with decimals: '-12,50', '-0,5', '1234', '-1.234,56'. It is no formula, so it takes no guard and stays
 * a number the spreadsheet can sum (a profit column has negative cells). '+5', '-0.5' and '-2+3' are not.
 */
const PLAIN_NUMBER = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d+)?$/;

/**
 * Neutralises a text cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a CR) by prefixing it
 * with an apostrophe; a plain number ('-12,50') and a phone in international format are left as they are.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) && !PHONE_TEXT.test(value) ? `'${value}` : value;
}

/** The separator pt-BR Excel expects (its list separator is ';', so ',' would put every column in column A). */
export const CSV_SEPARATOR = ';';

/**
 * Quotes a cell that holds a separator (';', or ',' and tab, which other readers split on), a quote or a line break
 * (RFC 4180: quotes doubled).
 */
export function quoteCell(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A number as pt-BR spreadsheets read it: '-1234,5' (',' before the decimals); empty when it is no finite number. */
function csvNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  return (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');
}

function cellText(value: string | number | boolean | null | undefined, decimals: number | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return csvNumber(value, decimals);
  return value;
}

export const UTF8_BOM = '\uFEFF';

/**
 * CSV lines (each ending in CRLF) of some rows: numbers in pt-BR, text cells guarded against formulas, cells quoted
 * where needed, ';'-separated. The one writer of every export (buildCsv and exportAllPages write through it).
 */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let out = '';
  for (const row of rows)
    out +=
      columns.map((c) => quoteCell(neutraliseCell(cellText(c.value(row), c.decimals)))).join(CSV_SEPARATOR) + '\r\n';
  return out;
}

/** The header line (with the UTF-8 BOM in front, so Excel reads accents). */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return UTF8_BOM + columns.map((c) => quoteCell(neutraliseCell(c.header))).join(CSV_SEPARATOR) + '\r\n';
}

/** CSV text (';' separated, CRLF lines) with the UTF-8 BOM so Excel reads accents; every cell guarded. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** File name like `leads-quentes-lancamento-2-2026-11-22.csv` (today's date in Brasília). */
export function csvFileName(base: string, now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `${base}-${day}.csv`;
}

/** Saves the text (or the parts of a text written page by page) as a CSV file in the browser (UTF-8). */
export function downloadCsv(fileName: string, csv: string | readonly string[]): void {
  downloadFile(fileName, csv, 'text/csv;charset=utf-8');
}

/** Saves the text (or its parts) as a file of the given media type in the browser. */
export function downloadFile(fileName: string, text: string | readonly string[], type: string): void {
  const blob = new Blob(typeof text === 'string' ? [text] : [...text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** One page of a filtered list: its rows and the total of the whole filter (null when the page did not count). */
export interface ExportPage<Row> {
  rows: readonly Row[];
  total: number | null;
}

/** Reads page `page` (1-based) of `perPage` rows of the filter being exported. */
export type ExportPageReader<Row> = (page: number, perPage: number) => Promise<ExportPage<Row>>;

/** Rows read a request (PostgREST's max rows on Supabase is 1000). */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  done: number;
  /** The filter's total as counted when the export started. */
  total: number;
}

export interface CsvExport {
  /** The file's text in parts (header, then one part per page). */
  parts: string[];
  rows: number;
}

/**
 * Writes every row of a filter as CSV, page after page, with no cap: pages are read until one comes back short
 * (or empty), and `onProgress` hears after each page. The first page gives the total.
 */
export async function exportAllPages<Row>(
  columns: readonly CsvColumn<Row>[],
  read: ExportPageReader<Row>,
  options: { onProgress?: (progress: ExportProgress) => void; pageSize?: number } = {},
): Promise<CsvExport> {
  const size = options.pageSize ?? EXPORT_PAGE_SIZE;
  const parts = [csvHeader(columns)];
  let done = 0;
  let total = 0;
  for (let page = 1; ; page++) {
    const result = await read(page, size);
    if (page === 1) total = result.total ?? result.rows.length;
    parts.push(csvRows(columns, result.rows));
    done += result.rows.length;
    total = Math.max(total, done);
    options.onProgress?.({ done, total });
    if (result.rows.length < size) break;
  }
  return { parts, rows: done };
}

/** A survey answer as exported. */
export interface SurveyAnswerRow {
  id: number;
  email: string;
  lancamento: number;
  experiencia_programacao: string;
  maior_dificuldade: string;
  atracao_carreira: string;
  fator_bloqueio: string;
  sonho_realizado: string;
  consumo_conteudo: string;
  faixa_salarial: string;
  created_at: string;
}

/** One page of a launch's survey answers, optionally only those whose dream or e-mail contains the search text. */
export async function fetchSurveyAnswersPage(
  lancamento: number,
  search: string | null | undefined,
  page: number,
  perPage: number,
): Promise<ExportPage<SurveyAnswerRow>> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  let query = supabase
    .from('respostas_pesquisa')
    .select(
      'id, email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial, created_at',
      page === 1 ? { count: 'exact' } : {},
    )
    .eq('lancamento', lancamento);
  const text = (search ?? '').trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.or(`sonho_realizado.ilike.${JSON.stringify(pattern)},email.ilike.${JSON.stringify(pattern)}`);
  }
  const from = (page - 1) * perPage;
  const { data, error, status, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + perPage - 1);
  if (error) throw fail('erro ao exportar as respostas da pesquisa', error, { status });
  return { rows: (data ?? []) as SurveyAnswerRow[], total: count ?? null };
}
