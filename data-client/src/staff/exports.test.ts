import { describe, expect, it } from 'vitest';
import { digitsOnly } from '@funil/text/digits';
import {
  buildCsv,
  csvFileName,
  exportAllPages,
  neutraliseCell,
  quoteCell,
  UTF8_BOM,
  type ExportProgress,
} from './exports';

describe('neutraliseCell', () => {
  it.each([
    '=SUM(A1:A2)',
    '=1+1',
    "-2+3+cmd|' /C calc'!A0",
    '+5511999',
    '-2+3',
    '@cmd',
    '\tx',
    '\rx',
    '-0.5',
    '-12,50+1',
    '-1,5;=cmd',
    '--1',
    '-',
  ])('prefixes the text cell %j with an apostrophe', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each(['João', '5511999', ' =x', 'a=b', ''])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
  it.each(['-12,50', '-0,5', '-1234', '-1.234,56', '0', '1234,5'])(
    'leaves the plain number %j alone (a spreadsheet keeps it a number)',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
  it.each(['+55 11 98765 4321', '+351 912 345 678', '+1 415-555-2671'])(
    'leaves the phone in international format %j alone (no visible apostrophe)',
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
  it.each(['+55 11 SUM(A1)', '+55 11 98765 4321+A1', '+5511987654321', '+55 1;1', '+55 11 HYPERLINK("x")'])(
    'still guards %j, which only looks like a phone',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );
});

describe('quoteCell', () => {
  it('quotes separators, tabs, quotes and line breaks (RFC 4180: quotes doubled)', () => {
    expect(quoteCell('a;b')).toBe('"a;b"');
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('a\t=1+1')).toBe('"a\t=1+1"');
    expect(quoteCell('linha\rnova')).toBe('"linha\rnova"');
    expect(quoteCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(quoteCell('linha\nnova')).toBe('"linha\nnova"');
    expect(quoteCell('simples')).toBe('simples');
  });
});

describe('buildCsv', () => {
  const columns = [
    { header: 'Nome', value: (r: { name: string; n: number | null; ok: boolean }) => r.name },
    { header: 'Número', value: (r: { name: string; n: number | null; ok: boolean }) => r.n },
    { header: 'Redirecionado', value: (r: { name: string; n: number | null; ok: boolean }) => r.ok },
  ];
  it("starts with the UTF-8 BOM, separates with ';' (pt-BR Excel), uses CRLF, quotes per RFC 4180 and guards every cell", () => {
    const csv = buildCsv(columns, [
      { name: 'José; o "Zé"', n: 3, ok: true },
      { name: '=HYPERLINK("http://x")', n: null, ok: false },
      { name: 'linha 1\nlinha 2, fim', n: 5, ok: true },
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome;Número;Redirecionado',
      '"José; o ""Zé""";3;sim',
      `"'=HYPERLINK(""http://x"")";;não`,
      '"linha 1\nlinha 2, fim";5;sim',
      '',
    ]);
  });
  it('encodes accents as UTF-8 bytes after the BOM bytes', () => {
    const bytes = new TextEncoder().encode(buildCsv(columns.slice(0, 1), [{ name: 'Ação', n: 1, ok: true }]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nome\r\nAção\r\n');
  });
  it('writes only the header for no rows', () => {
    expect(buildCsv(columns, [])).toBe(`${UTF8_BOM}Nome;Número;Redirecionado\r\n`);
  });
  it("writes numbers as pt-BR spreadsheets read them, with the column's decimals, and never guards them", () => {
    const money = [
      { header: 'Lucro (R$)', value: (r: { v: number | null }) => r.v, decimals: 2 },
      { header: 'Bruto', value: (r: { v: number | null }) => r.v },
    ];
    const rows = [{ v: -12.5 }, { v: -0.5 }, { v: 1234.567 }, { v: 7 }, { v: null }, { v: Number.NaN }];
    expect(buildCsv(money, rows).slice(1).split('\r\n')).toEqual([
      'Lucro (R$);Bruto',
      '"-12,50";"-12,5"',
      '"-0,50";"-0,5"',
      '"1234,57";"1234,567"',
      '"7,00";7',
      ';',
      ';',
      '',
    ]);
  });
  it('guards a text cell that starts with a tab and quotes every cell holding one', () => {
    const csv = buildCsv([{ header: 'Nome', value: (r: string) => r }], ['\t=1+1', 'a\t=1+1']);
    expect(csv.slice(1).split('\r\n')).toEqual(['Nome', `"'\t=1+1"`, '"a\t=1+1"', '']);
  });
});

describe('csvFileName', () => {
  it('ends with the Brasília date', () => {
    expect(csvFileName('leads-quentes', new Date('2026-11-23T02:00:00Z'))).toBe('leads-quentes-2026-11-22.csv');
  });
});

describe('phone columns (digitsOnly)', () => {
  it('keeps only digits, so a phone cell needs no formula guard', () => {
    expect(digitsOnly('+55 (11) 99999-0001')).toBe('5511999990001');
    expect(digitsOnly(null)).toBe('');
    const csv = buildCsv(
      [{ header: 'WhatsApp', value: (r: { w: string }) => digitsOnly(r.w) }],
      [{ w: '+351 912 345 678' }],
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe('351912345678');
  });
});

describe('exportAllPages', () => {
  const column = [{ header: 'N', value: (r: number) => r }];
  const reader =
    (all: number[], countedTotal = all.length) =>
    async (page: number, perPage: number) => ({
      rows: all.slice((page - 1) * perPage, page * perPage),
      total: page === 1 ? countedTotal : null,
    });

  it('reads page after page until a short page, with progress, and writes every row (no cap)', async () => {
    const all = Array.from({ length: 23 }, (_, i) => i + 1);
    const progress: ExportProgress[] = [];
    const out = await exportAllPages(column, reader(all), { pageSize: 5, onProgress: (p) => progress.push(p) });
    expect(out.rows).toBe(23);
    expect(out.parts.join('').slice(1).split('\r\n')).toEqual(['N', ...all.map(String), '']);
    expect(progress).toEqual([5, 10, 15, 20, 23].map((done) => ({ done, total: 23 })));
  });

  it('stops after an empty page when the total is a multiple of the page size', async () => {
    const pages: number[] = [];
    const all = Array.from({ length: 10 }, (_, i) => i);
    const out = await exportAllPages(
      column,
      async (page, perPage) => {
        pages.push(page);
        return reader(all)(page, perPage);
      },
      { pageSize: 5 },
    );
    expect(out.rows).toBe(10);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('keeps reading past a total counted too low (rows added meanwhile) and never reports more than 100%', async () => {
    const progress: ExportProgress[] = [];
    const out = await exportAllPages(column, reader([1, 2, 3, 4, 5, 6, 7], 4), {
      pageSize: 3,
      onProgress: (p) => progress.push(p),
    });
    expect(out.rows).toBe(7);
    expect(progress.every((p) => p.done <= p.total)).toBe(true);
  });
});
