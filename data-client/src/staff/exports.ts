import { DataError, fail, MESSAGES } from '../errors';
import { getSupabase } from './supabase';

/** A CSV column: header text and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection; tab and CR too). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a cell a spreadsheet would run as a formula by prefixing it with an apostrophe. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Quotes a cell when it holds a separator, quote or line break (RFC 4180). */
export function quoteCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
}

export const UTF8_BOM = '\uFEFF';

/** CSV text (comma separated, CRLF lines) with the UTF-8 BOM so Excel reads accents; every cell guarded. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => quoteCell(neutraliseCell(c.header)))];
  for (const row of rows) lines.push(columns.map((c) => quoteCell(neutraliseCell(cellText(c.value(row))))));
  return UTF8_BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** File name like `leads-quentes-lancamento-2-2026-11-22.csv` (today's date in Brasília). */
export function csvFileName(base: string, now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `${base}-${day}.csv`;
}

/** Saves the text as a file in the browser (UTF-8; the BOM is already in the text). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
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

export const EXPORT_MAX_ROWS = 10_000;

/** Every survey answer of a launch, optionally only those whose dream or e-mail contains the search text. */
export async function fetchSurveyAnswersForExport(lancamento: number, search?: string | null): Promise<SurveyAnswerRow[]> {
  if (!Number.isInteger(lancamento) || lancamento < 1) throw new DataError('Lançamento inválido.', 'invalid_input');
  const supabase = await getSupabase();
  let query = supabase
    .from('respostas_pesquisa')
    .select('id, email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial, created_at')
    .eq('lancamento', lancamento);
  const text = (search ?? '').trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.or(`sonho_realizado.ilike.${JSON.stringify(pattern)},email.ilike.${JSON.stringify(pattern)}`);
  }
  const { data, error, status } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(EXPORT_MAX_ROWS);
  if (error) throw fail('erro ao exportar as respostas da pesquisa', error, { fallback: MESSAGES.staffFailed, status });
  return (data ?? []) as SurveyAnswerRow[];
}
