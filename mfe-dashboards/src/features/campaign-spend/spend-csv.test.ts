import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSpendCsvError, parseCount, parseDay, parseMoney, parseSpendCsv, toImportRows } from './spend-csv';
import { genericTemplateCsv } from './spend-template';

const SAMPLE = readFileSync(path.join(import.meta.dirname, 'fixtures', 'meta-ads-spend-ptbr.csv'), 'utf8');

function ok(text: string) {
  const result = parseSpendCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

/** Sum of the spend strings in cents (exact). */
const cents = (values: string[]) => values.reduce((sum, v) => sum + BigInt(v.replace('.', '')), 0n);

describe('parseMoney', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['493,22', '493.22'],
    ['1.416,40', '1416.40'],
    ['1234.56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567,8', '1234567.80'],
    ['88', '88.00'],
    ['0,5', '0.50'],
    ['0.125', '0.13'],
    ['12.3449', '12.34'],
    ['1.416', '1416.00'],
    ['1,416', '1416.00'],
    ['R$ 1.234,56', '1234.56'],
    ['0.10', '0.10'],
  ])('%s -> %s', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each(['', 'abc', '-5', '1,23,4', '1.23.45', '12,3,4', '1.234.56,7', '1e5'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('parseCount and parseDay', () => {
  it('read whole numbers with or without groups', () => {
    expect(parseCount('35545')).toBe('35545');
    expect(parseCount('35.545')).toBe('35545');
    expect(parseCount('1,234,567')).toBe('1234567');
    expect(parseCount('12,5')).toBeNull();
  });

  it('read ISO and Brazilian days and refuse impossible ones', () => {
    expect(parseDay('2026-11-18')).toBe('2026-11-18');
    expect(parseDay('18/11/2026')).toBe('2026-11-18');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('31/04/2026')).toBeNull();
    expect(parseDay('11/18/2026')).toBeNull();
  });
});

describe('parseSpendCsv', () => {
  it('reads the sample Meta export in Portuguese (comma-separated, 1.234,56) with ids as text', () => {
    const result = ok(SAMPLE);
    expect(result.format).toBe('meta');
    expect(result.delimiter).toBe(',');
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(36);
    expect(result.repeated).toBe(0);
    expect(result.rows[0]).toEqual({
      line: 2,
      platform: 'meta',
      day: '2026-11-18',
      campaign_name: '[CAP] Semana Java | Interesses',
      campaign_id: '120214500000000101',
      ad_set_name: 'Público frio 25-44',
      ad_set_id: '120214500011000000',
      ad_name: 'Vídeo depoimento 30s',
      ad_id: '1202145000111000000',
      spend: '493.22',
      impressions: '35545',
      clicks: '562',
    });
    // '1.416,40' is one thousand four hundred.
    expect(result.rows.find((r) => r.line === 7)?.spend).toBe('1416.40');
    // 19-digit ids beyond 2^53 survive digit for digit: Number('1202145000112000001') is 1202145000112000000.
    expect(result.rows.every((r) => typeof r.ad_id === 'string' && r.ad_id.length === 19)).toBe(true);
    const carousel = result.rows.find((r) => r.line === 5)!;
    expect(carousel.ad_id).toBe('1202145000112000001');
    expect(String(Number(carousel.ad_id))).not.toBe(carousel.ad_id);
    expect(new Set(result.rows.map((r) => r.campaign_id)).size).toBe(3);
    expect(cents(result.rows.map((r) => r.spend))).toBe(2_291_660n);
    expect(toImportRows(result.rows)[0]).not.toHaveProperty('line');
  });

  it('reads the English export, semicolon-separated, with 1234.56 and 1,234.56', () => {
    const text = [
      'Reporting starts;Reporting ends;Day;Campaign name;Campaign ID;Ad set name;Ad set ID;Ad name;Ad ID;Amount spent (BRL);Impressions;Link clicks',
      '2026-11-18;2026-11-20;2026-11-18;Java | Cold;120214500000000101;Cold 25-44;120214500011000000;Video 30s;1202145000111000000;1234.56;35,545;562',
      '2026-11-18;2026-11-20;2026-11-19;Java | Cold;120214500000000101;Cold 25-44;120214500011000000;Video 30s;1202145000111000000;"1,234.56";35545;',
    ].join('\r\n');
    const result = ok(text);
    expect(result.format).toBe('meta');
    expect(result.delimiter).toBe(';');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.day, r.spend, r.impressions, r.clicks])).toEqual([
      ['2026-11-18', '1234.56', '35545', '562'],
      ['2026-11-19', '1234.56', '35545', null],
    ]);
    expect(result.rows[0]!.campaign_name).toBe('Java | Cold');
    expect(result.rows[0]!.ad_id).toBe('1202145000111000000');
  });

  it('reads the Portuguese export semicolon-separated with unquoted 1.234,56 and DD/MM/AAAA days', () => {
    const text = [
      'Dia;Nome da campanha;Identificação da campanha;Nome do conjunto de anúncios;Nome do anúncio;Identificação do anúncio;Valor usado (BRL)',
      '18/11/2026;Campanha A;120214500000000101;Conjunto 1;Anúncio 1;1202145000111000000;1.234,56',
      '19/11/2026;Campanha A;120214500000000101;Conjunto 1;Anúncio 1;1202145000111000000;0,99',
    ].join('\n');
    const result = ok(text);
    expect(result.rows.map((r) => [r.day, r.spend, r.ad_set_id, r.impressions])).toEqual([
      ['2026-11-18', '1234.56', null, null],
      ['2026-11-19', '0.99', null, null],
    ]);
  });

  it('says which line, which column and why, and keeps the good lines', () => {
    const text = [
      'Dia,Nome da campanha,Identificação do anúncio,Valor usado (BRL),Impressões',
      '2026-11-31,Campanha A,1202145000111000000,"10,00",100',
      '2026-11-18,,1.20214500011100E+18,dez reais,cem',
      '"2026-11-18","Campanha',
      'com quebra de linha",1202145000111000001,"5,50",10',
      '2026-11-19,Campanha B,12ab,"1,00",1',
    ].join('\n');
    const result = ok(text);
    expect(result.rows.map((r) => [r.line, r.campaign_name, r.spend])).toEqual([
      [4, 'Campanha\ncom quebra de linha', '5.50'],
    ]);
    expect(result.errors.map(describeSpendCsvError)).toEqual([
      'Linha 2, coluna "Dia": "2026-11-31" não é uma data (use AAAA-MM-DD ou DD/MM/AAAA).',
      'Linha 3, coluna "Nome da campanha": está vazio.',
      'Linha 3, coluna "Identificação do anúncio": "1.20214500011100E+18" perdeu dígitos (notação científica de planilha): exporte de novo sem abrir o arquivo na planilha.',
      'Linha 3, coluna "Valor usado (BRL)": "dez reais" não é um valor em reais (ex.: 1.234,56 ou 1234.56).',
      'Linha 3, coluna "Impressões": "cem" não é um número inteiro.',
      'Linha 6, coluna "Identificação do anúncio": "12ab" não é uma identificação (só dígitos).',
    ]);
  });

  it("holds every line to the database's rule: what the import would refuse is refused here (impressions over 15 digits)", () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `2026-11-18,Campanha A,${1202145000111000000 + i},"1,00",100`);
    const text = [
      'Dia,Nome da campanha,Identificação do anúncio,Valor usado (BRL),Impressões,Cliques no link',
      ...lines.map((line) => `${line},1`),
      '2026-11-18,Campanha A,1202145000111999999,"1,00",1234567890123456,12345678901234567',
    ].join('\n');
    const result = ok(text);
    expect(result.rows).toHaveLength(2000);
    expect(result.errors.map(describeSpendCsvError)).toEqual([
      'Linha 2002, coluna "Impressões": "1234567890123456" tem mais de 15 dígitos (o banco não aceita).',
      'Linha 2002, coluna "Cliques no link": "12345678901234567" tem mais de 15 dígitos (o banco não aceita).',
    ]);
  });

  it('reads the generic template the page offers, and counts repeated day + ad lines', () => {
    const result = ok(genericTemplateCsv());
    expect(result.format).toBe('generic');
    expect(result.rows.map((r) => [r.platform, r.day, r.campaign_name, r.ad_set_name, r.ad_name, r.spend])).toEqual([
      ['google', '2026-11-18', 'Pesquisa Semana Java', 'Palavras-chave curso java', 'Anúncio responsivo 1', '150.00'],
      ['tiktok', '2026-11-18', 'Semana Java | Frio', 'Devs 18-34', 'Vídeo 15s', '1089.90'],
    ]);
    const repeated = ok('dia;plataforma;campanha;investimento\n2026-11-18;Kwai Ads;K;1\n2026-11-18;kwai ads;K;2\n');
    expect(repeated.rows.map((r) => r.platform)).toEqual(['kwai_ads', 'kwai_ads']);
    expect(repeated.repeated).toBe(1);
  });

  it('refuses files it cannot read as spend', () => {
    expect(parseSpendCsv('')).toEqual({ ok: false, error: 'O arquivo não tem linhas de dados.' });
    expect(parseSpendCsv('Dia,Nome da campanha,Valor usado (BRL)\n')).toMatchObject({ ok: false });
    expect(parseSpendCsv('nome,email\nAna,ana@x.com')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Não reconheci as colunas') as unknown,
    });
    expect(parseSpendCsv('Day,Campaign name,Amount spent (USD)\n2026-11-18,A,1')).toEqual({
      ok: false,
      error: 'O valor usado está em USD: exporte em reais (BRL), a moeda em que as vendas são contadas.',
    });
    expect(parseSpendCsv('Nome da campanha,Valor usado (BRL)\nA,1')).toEqual({
      ok: false,
      error: 'Falta a coluna "Dia".',
    });
  });
});
