import Papa from 'papaparse';
import { adSpendRowProblems, type AdSpendRow } from '@funil/data-client/staff/campaign-spend';

// Reads a spend CSV: Meta Ads Manager's export with a daily breakdown (Portuguese or English column names), or the
// generic template for any other platform. Comma-, semicolon- or tab-separated (papaparse guesses), numbers written
// '1.234,56' or '1234.56' (or '1,234.56'). Every cell is read as text (papaparse's dynamicTyping stays off): the ads'
// ids have 18-19 digits, beyond JavaScript's exact integers, and stay strings. Every row is then held to the database's
// own rule (data-client's adSpendRowProblems: impressions and clicks at most 15 digits, ...): a file this page calls
// valid is a file the import takes whole.

export type SpendColumn =
  | 'day'
  | 'platform'
  | 'campaign_name'
  | 'campaign_id'
  | 'ad_set_name'
  | 'ad_set_id'
  | 'ad_name'
  | 'ad_id'
  | 'spend'
  | 'impressions'
  | 'clicks';

/** Header names each column is recognised by (compared lower-cased, trimmed, with single spaces). */
const COLUMN_NAMES: Record<SpendColumn, readonly string[]> = {
  day: ['dia', 'day', 'data', 'date'],
  platform: ['plataforma', 'platform'],
  campaign_name: ['nome da campanha', 'campaign name', 'campanha', 'campaign'],
  campaign_id: ['identificação da campanha', 'campaign id', 'id da campanha'],
  ad_set_name: [
    'nome do conjunto de anúncios',
    'ad set name',
    'conjunto de anúncios',
    'conjunto',
    'grupo de anúncios',
    'ad set',
    'ad group',
  ],
  ad_set_id: ['identificação do conjunto de anúncios', 'ad set id', 'id do conjunto de anúncios', 'id do conjunto'],
  ad_name: ['nome do anúncio', 'ad name', 'anúncio', 'anuncio', 'ad'],
  ad_id: ['identificação do anúncio', 'ad id', 'id do anúncio'],
  spend: ['valor usado (brl)', 'amount spent (brl)', 'valor usado', 'amount spent', 'investimento', 'valor', 'spend'],
  impressions: ['impressões', 'impressions'],
  clicks: ['cliques no link', 'link clicks', 'cliques', 'clicks'],
};

/** The column's name as the messages say it (Portuguese, as the Meta export in Portuguese names it). */
export const COLUMN_LABELS: Record<SpendColumn, string> = {
  day: 'Dia',
  platform: 'Plataforma',
  campaign_name: 'Nome da campanha',
  campaign_id: 'Identificação da campanha',
  ad_set_name: 'Nome do conjunto de anúncios',
  ad_set_id: 'Identificação do conjunto de anúncios',
  ad_name: 'Nome do anúncio',
  ad_id: 'Identificação do anúncio',
  spend: 'Valor usado (BRL)',
  impressions: 'Impressões',
  clicks: 'Cliques no link',
};

export const SPEND_CSV_MESSAGES = {
  invalidFile: 'Selecione um arquivo CSV.',
  readError: 'Erro ao ler o arquivo. Tente novamente.',
  empty: 'O arquivo não tem linhas de dados.',
  unknownFormat:
    'Não reconheci as colunas. Use a exportação diária do Gerenciador de Anúncios da Meta (com as colunas Dia, Nome ' +
    'da campanha e Valor usado) ou o modelo genérico.',
  missingColumn: (label: string) => `Falta a coluna "${label}".`,
  otherCurrency: (currency: string) =>
    `O valor usado está em ${currency}: exporte em reais (BRL), a moeda em que as vendas são contadas.`,
  required: 'está vazio.',
  invalidDay: (value: string) => `"${value}" não é uma data (use AAAA-MM-DD ou DD/MM/AAAA).`,
  invalidMoney: (value: string) => `"${value}" não é um valor em reais (ex.: 1.234,56 ou 1234.56).`,
  invalidCount: (value: string) => `"${value}" não é um número inteiro.`,
  scientificId: (value: string) =>
    `"${value}" perdeu dígitos (notação científica de planilha): exporte de novo sem abrir o arquivo na planilha.`,
  invalidId: (value: string) => `"${value}" não é uma identificação (só dígitos).`,
  invalidPlatform: (value: string) => `"${value}" não é um nome de plataforma (letras, números, - ou _).`,
  tooLong: 'tem mais de 400 caracteres.',
} as const;

/** A problem of one cell: the file's line (the header is line 1), the column as the file names it, and why. */
export interface SpendCsvError {
  line: number;
  column: string;
  message: string;
}

/** "Linha 3, coluna "Dia": "31/02/2026" não é uma data (...)" */
export function describeSpendCsvError(error: SpendCsvError): string {
  return `Linha ${error.line}, coluna "${error.column}": ${error.message}`;
}

export interface SpendCsvLine extends AdSpendRow {
  /** Line in the file (the header is line 1). */
  line: number;
}

export type SpendCsvFormat = 'meta' | 'generic';

export type SpendCsvResult =
  | { ok: false; error: string }
  | {
      ok: true;
      format: SpendCsvFormat;
      delimiter: string;
      rows: SpendCsvLine[];
      errors: SpendCsvError[];
      /** Lines whose day and ad repeat an earlier line: the import adds them up (a breakdown besides the day). */
      repeated: number;
    };

const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * A money amount as '1234.56' (rounded half up to cents), from '1.234,56', '1234,56', '1,234.56', '1234.56', 'R$ 10'.
 * Both separators: the last one is the decimal one. One separator once: decimal, unless it is followed by exactly
 * three digits after a 1-3 digit integer that is not 0 ('1.416' and '1,416' are 1416). Repeated: groups of three.
 * null when the text is no amount.
 */
export function parseMoney(text: string): string | null {
  const value = text.replace(/[\s\u00a0]/g, '').replace(/^R\$/i, '');
  if (!/^\d[\d.,]*$/.test(value)) return null;
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  let integer: string;
  let fraction: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const at = value.lastIndexOf(decimal);
    integer = value.slice(0, at);
    fraction = value.slice(at + 1);
    if (fraction.includes(group) || fraction.includes(decimal) || !validGroups(integer, group)) return null;
    integer = integer.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = value.split(separator);
    if (parts.length > 2) {
      if (!validGroups(value, separator)) return null;
      integer = parts.join('');
      fraction = '';
    } else {
      const [head = '', tail = ''] = parts;
      const thousands = tail.length === 3 && /^[1-9]\d{0,2}$/.test(head);
      integer = thousands ? head + tail : head;
      fraction = thousands ? '' : tail;
    }
  } else {
    integer = value;
    fraction = '';
  }
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  // Cents, rounded half up on the digits (no binary floating point on the way).
  const cents =
    BigInt(integer) * 100n + BigInt((fraction + '00').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const whole = cents / 100n;
  if (whole >= 1_000_000_000_000n) return null;
  return `${whole}.${String(cents % 100n).padStart(2, '0')}`;
}

/** '1.234.567' with '.' as the group separator: a first group of 1-3 digits, then groups of exactly three. */
function validGroups(value: string, group: string): boolean {
  const parts = value.split(group);
  return parts.length === 1 || (/^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((p) => /^\d{3}$/.test(p)));
}

/** A whole number as digits ('35.545', '35,545' and '35545' are 35545); null when it is none. */
export function parseCount(text: string): string | null {
  const value = text.replace(/[\s\u00a0]/g, '');
  if (/^\d+$/.test(value)) return String(BigInt(value));
  for (const group of ['.', ','])
    if (value.includes(group) && validGroups(value, group)) return value.split(group).join('');
  return null;
}

/** A day as 'YYYY-MM-DD' from 'YYYY-MM-DD' or 'DD/MM/YYYY'; null when it is no calendar day. */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  )
    return null;
  return `${year}-${month}-${day}`;
}

interface Record_ {
  line: number;
  fields: string[];
}

/** The records of the text with their line numbers (quoted fields may span lines); blank lines left out. */
function readRecords(text: string): { records: Record_[]; delimiter: string } {
  const records: Record_[] = [];
  let offset = 0;
  let line = 1;
  let delimiter = ',';
  Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    dynamicTyping: false,
    skipEmptyLines: false,
    step: (result) => {
      delimiter = result.meta.delimiter;
      const end = result.meta.cursor;
      const raw = text.slice(offset, end);
      const blank = raw.trim() === '' && result.data.every((field) => field.trim() === '');
      if (!blank) records.push({ line, fields: result.data });
      line += (raw.match(/\r\n|\r|\n/g) ?? []).length;
      offset = end;
    },
  });
  return { records, delimiter };
}

/** Which column of the file holds each known column (the first header that matches one of its names). */
function mapColumns(header: readonly string[]): Partial<Record<SpendColumn, number>> {
  const names = header.map(normaliseHeader);
  const found: Partial<Record<SpendColumn, number>> = {};
  for (const column of Object.keys(COLUMN_NAMES) as SpendColumn[]) {
    for (const alias of COLUMN_NAMES[column]) {
      const at = names.indexOf(alias);
      if (at >= 0) {
        found[column] = at;
        break;
      }
    }
  }
  return found;
}

/** Reads the text of a spend CSV into rows for public.import_ad_spend, with every problem by line and column. */
export function parseSpendCsv(rawText: string): SpendCsvResult {
  const text = rawText.replace(/^\uFEFF/, '');
  const { records, delimiter } = readRecords(text);
  const [headerRecord, ...data] = records;
  if (!headerRecord || data.length === 0) return { ok: false, error: SPEND_CSV_MESSAGES.empty };
  const header = headerRecord.fields.map((h) => h.replace(/^\uFEFF/, '').trim());
  const at = mapColumns(header);
  // A spend column in another currency ('Valor usado (USD)'): said plainly instead of "missing column".
  if (at.spend === undefined) {
    const other = header.map(normaliseHeader).find((h) => /^(valor usado|amount spent) \((\w+)\)$/.test(h));
    if (other)
      return { ok: false, error: SPEND_CSV_MESSAGES.otherCurrency(other.replace(/^.*\((\w+)\)$/, '$1').toUpperCase()) };
  }
  const format: SpendCsvFormat | null =
    at.platform !== undefined ? 'generic' : at.campaign_name !== undefined && at.spend !== undefined ? 'meta' : null;
  if (!format) return { ok: false, error: SPEND_CSV_MESSAGES.unknownFormat };
  for (const column of ['day', 'campaign_name', 'spend'] as const) {
    if (at[column] === undefined) return { ok: false, error: SPEND_CSV_MESSAGES.missingColumn(COLUMN_LABELS[column]) };
  }

  const rows: SpendCsvLine[] = [];
  const errors: SpendCsvError[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  for (const record of data) {
    const problems: SpendCsvError[] = [];
    const cell = (column: SpendColumn): string => {
      const index = at[column];
      return index === undefined ? '' : (record.fields[index] ?? '').trim();
    };
    const complain = (column: SpendColumn, message: string) =>
      problems.push({ line: record.line, column: header[at[column] ?? -1] ?? COLUMN_LABELS[column], message });
    const text = (column: SpendColumn, required: boolean): string => {
      const value = cell(column);
      if (required && value === '') complain(column, SPEND_CSV_MESSAGES.required);
      if (value.length > 400) complain(column, SPEND_CSV_MESSAGES.tooLong);
      return value;
    };
    const id = (column: SpendColumn): string | null => {
      const value = cell(column).replace(/^="?|"$/g, '');
      if (value === '') return null;
      if (/^\d+([.,]\d+)?e\+?\d+$/i.test(value)) complain(column, SPEND_CSV_MESSAGES.scientificId(value));
      else if (!/^\d{1,30}$/.test(value)) complain(column, SPEND_CSV_MESSAGES.invalidId(value));
      return value;
    };
    const count = (column: SpendColumn): string | null => {
      const value = cell(column);
      if (value === '') return null;
      const parsed = parseCount(value);
      if (parsed === null) complain(column, SPEND_CSV_MESSAGES.invalidCount(value));
      return parsed;
    };

    const dayText = cell('day');
    const day = parseDay(dayText);
    if (dayText === '') complain('day', SPEND_CSV_MESSAGES.required);
    else if (!day) complain('day', SPEND_CSV_MESSAGES.invalidDay(dayText));
    let platform = 'meta';
    if (format === 'generic') {
      platform = cell('platform').toLowerCase().replace(/\s+/g, '_');
      if (platform === '') complain('platform', SPEND_CSV_MESSAGES.required);
      else if (!/^[a-z0-9][a-z0-9_.-]{0,39}$/.test(platform))
        complain('platform', SPEND_CSV_MESSAGES.invalidPlatform(cell('platform')));
    }
    const campaignName = text('campaign_name', true);
    const campaignId = id('campaign_id');
    const adSetName = text('ad_set_name', false);
    const adSetId = id('ad_set_id');
    const adName = text('ad_name', false);
    const adId = id('ad_id');
    const spendText = cell('spend');
    const spend = spendText === '' ? '0.00' : parseMoney(spendText);
    if (spend === null) complain('spend', SPEND_CSV_MESSAGES.invalidMoney(spendText));
    const impressions = count('impressions');
    const clicks = count('clicks');

    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    const row: AdSpendRow = {
      platform,
      day: day!,
      campaign_name: campaignName,
      campaign_id: campaignId,
      ad_set_name: adSetName,
      ad_set_id: adSetId,
      ad_name: adName,
      ad_id: adId,
      spend: spend!,
      impressions,
      clicks,
    };
    // What the database would refuse, said before anything is sent.
    const refused = adSpendRowProblems(row);
    if (refused.length > 0) {
      for (const problem of refused) complain(problem.column, `"${cell(problem.column)}" ${problem.message}`);
      errors.push(...problems);
      continue;
    }
    const key = [platform, day, adId ?? `${campaignName}\u001f${adSetName}\u001f${adName}`].join('\u001e');
    if (seen.has(key)) repeated += 1;
    seen.add(key);
    rows.push({ line: record.line, ...row });
  }
  return { ok: true, format, delimiter, rows, errors, repeated };
}

/** The rows as public.import_ad_spend takes them (without the line numbers). */
export function toImportRows(rows: readonly SpendCsvLine[]): AdSpendRow[] {
  return rows.map(({ line: _line, ...row }) => row);
}

/** Reads a chosen file: a .csv (or text/csv), then the rules above. */
export async function readSpendCsvFile(file: File): Promise<SpendCsvResult> {
  if (!(file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv')))
    return { ok: false, error: SPEND_CSV_MESSAGES.invalidFile };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: SPEND_CSV_MESSAGES.readError };
  }
  return parseSpendCsv(text);
}
