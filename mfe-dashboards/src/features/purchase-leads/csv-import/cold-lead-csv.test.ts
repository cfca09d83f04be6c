import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, isCsvFile, parseColdLeadCsv, readColdLeadCsvFile } from './cold-lead-csv';

const HEADER = 'country_code,phone_number,formatted_phone,saved_name';

describe('isCsvFile', () => {
  it('accepts text/csv or a .csv name', () => {
    expect(isCsvFile({ name: 'x.txt', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'Contatos.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'x.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});

describe('parseColdLeadCsv', () => {
  it('reads rows, keeps digits only, trims and drops empty names', () => {
    const result = parseColdLeadCsv(
      `${HEADER}\n+55,(11) 99999-0001, +55 11 99999-0001 ,  Ana  \n55,11999990002,+55 11 99999-0002,   \n`,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          country_code: '55',
          phone_number: '11999990001',
          formatted_phone: '+55 11 99999-0001',
          saved_name: 'Ana',
        },
        { line: 3, country_code: '55', phone_number: '11999990002', formatted_phone: '+55 11 99999-0002' },
      ],
    });
  });

  it('accepts a header with capitals and spaces', () => {
    const result = parseColdLeadCsv(
      ' Country_Code , Phone_Number,formatted_phone, SAVED_NAME\n1,2025550100,+1 202 555 0100,Bob',
    );
    expect(result.ok).toBe(true);
  });

  it('rejects a wrong header, saying what it found', () => {
    expect(parseColdLeadCsv('code,phone,formatted,name\n55,1,2,3')).toEqual({
      ok: false,
      error: `Cabeçalho inválido. Esperado: ${HEADER}, encontrado: code,phone,formatted,name`,
    });
  });

  it('needs a header and at least one data line', () => {
    expect(parseColdLeadCsv(`${HEADER}\n\n`)).toEqual({ ok: false, error: CSV_MESSAGES.tooShort });
    expect(parseColdLeadCsv('')).toEqual({ ok: false, error: CSV_MESSAGES.tooShort });
  });

  it('reports the file line of a row without 4 columns, counting skipped empty lines', () => {
    expect(parseColdLeadCsv(`${HEADER}\n55,11999990001,+55,Ana\n\n55,11999990002,Bea\n`)).toEqual({
      ok: false,
      error: 'Linha 4 inválida: deve conter 4 colunas separadas por vírgula.',
    });
    expect(parseColdLeadCsv(`${HEADER}\n55,1,2,3,4`)).toEqual({
      ok: false,
      error: 'Linha 2 inválida: deve conter 4 colunas separadas por vírgula.',
    });
  });

  it('skips only blank lines: a line of bare commas is checked like any other', () => {
    expect(parseColdLeadCsv(`${HEADER}\n55,11999990001,x,Ana\n   \n,,\n`)).toEqual({
      ok: false,
      error: 'Linha 4 inválida: deve conter 4 colunas separadas por vírgula.',
    });
    expect(parseColdLeadCsv(`${HEADER}\n55,11999990001,x,Ana\n,,,\n`)).toEqual({
      ok: false,
      error: CSV_MESSAGES.missingDigits(3),
    });
  });

  it('handles quoted fields with commas and line breaks', () => {
    const result = parseColdLeadCsv(
      `${HEADER}\r\n55,11999990001,"+55 11 99999-0001","Silva, Ana"\r\n55,11999990002,x,"Linha\r\ndupla"\r\n55,1,x\r\n`,
    );
    expect(result).toEqual({ ok: false, error: 'Linha 5 inválida: deve conter 4 colunas separadas por vírgula.' });
    const ok = parseColdLeadCsv(`${HEADER}\n55,11999990001,"+55 11 99999-0001","Silva, Ana"`);
    expect(ok.ok && ok.rows[0]?.saved_name).toBe('Silva, Ana');
  });

  it('rejects a line whose code or number has no digits', () => {
    expect(parseColdLeadCsv(`${HEADER}\n55,abc,x,y`)).toEqual({ ok: false, error: CSV_MESSAGES.missingDigits(2) });
  });

  it('ignores a byte-order mark', () => {
    expect(parseColdLeadCsv(`\uFEFF${HEADER}\n55,11999990001,x,`).ok).toBe(true);
  });
});

describe('readColdLeadCsvFile', () => {
  it('refuses a file that is not CSV', async () => {
    const file = new File(['a'], 'contatos.txt', { type: 'text/plain' });
    expect(await readColdLeadCsvFile(file)).toEqual({
      ok: false,
      error: 'Por favor, selecione um arquivo CSV válido.',
    });
  });

  it('reports a read failure', async () => {
    const file = new File(['a'], 'contatos.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('io')) });
    expect(await readColdLeadCsvFile(file)).toEqual({ ok: false, error: 'Erro ao ler o arquivo. Tente novamente.' });
  });
});
