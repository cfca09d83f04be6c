import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName, neutraliseCell, quoteCell, UTF8_BOM } from '../../src/staff/exports';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1:A2)', '+5511999', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each(['João', '5511999', ' =x', 'a=b', ''])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe('quoteCell', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(quoteCell('a,b')).toBe('"a,b"');
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
  it('starts with the UTF-8 BOM, uses CRLF and guards every cell', () => {
    const csv = buildCsv(columns, [
      { name: 'José, o "Zé"', n: 3, ok: true },
      { name: '=HYPERLINK("http://x")', n: null, ok: false },
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome,Número,Redirecionado',
      '"José, o ""Zé""",3,sim',
      `"'=HYPERLINK(""http://x"")",,não`,
      '',
    ]);
  });
  it('encodes accents as UTF-8 bytes after the BOM bytes', () => {
    const bytes = new TextEncoder().encode(buildCsv(columns.slice(0, 1), [{ name: 'Ação', n: 1, ok: true }]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nome\r\nAção\r\n');
  });
  it('writes only the header for no rows', () => {
    expect(buildCsv(columns, [])).toBe(`${UTF8_BOM}Nome,Número,Redirecionado\r\n`);
  });
});

describe('csvFileName', () => {
  it('ends with the Brasília date', () => {
    expect(csvFileName('leads-quentes', new Date('2026-11-23T02:00:00Z'))).toBe('leads-quentes-2026-11-22.csv');
  });
});
