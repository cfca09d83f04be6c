import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

const failures = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ line: i + 2, message: 'código do país ou telefone inválido' }));

describe('importSummary', () => {
  it('gives the spec message for a clean import', () => {
    expect(importSummary({ inserted: 3, skipped: 0, failed: [] })).toEqual({
      ok: true,
      lines: ['3 leads frios importados com sucesso!'],
    });
  });

  it('never says "0 importados com sucesso" when every line failed: the error, 10 lines and "e mais N"', () => {
    const summary = importSummary({ inserted: 0, skipped: 0, failed: failures(2500) });
    expect(summary.ok).toBe(false);
    expect(summary.lines[0]).toBe('Erro ao importar os dados. Tente novamente.');
    expect(summary.lines.slice(1, 11)).toEqual(failures(10).map((f) => `Linha ${f.line}: ${f.message}`));
    expect(summary.lines[11]).toBe('e mais 2.490');
    expect(summary.lines).toHaveLength(12);
    expect(summary.lines.join(' ')).not.toContain('sucesso');
  });

  it('lists up to 10 failed lines without "e mais"', () => {
    expect(importSummary({ inserted: 0, skipped: 0, failed: failures(10) }).lines).toHaveLength(11);
  });

  it('says nothing was new when every contact was already there', () => {
    expect(importSummary({ inserted: 0, skipped: 7, failed: [] })).toEqual({
      ok: true,
      lines: ['Nenhum contato novo: 7 já estavam cadastrados.'],
    });
  });

  it('reports a partial import: saved, already there and failed lines', () => {
    expect(importSummary({ inserted: 2, skipped: 1, failed: [{ line: 4, message: 'telefone inválido' }] })).toEqual({
      ok: false,
      lines: [
        '2 leads frios importados com sucesso!',
        '1 já estavam cadastrados e não foram duplicados.',
        '1 linha não foi importada:',
        'Linha 4: telefone inválido',
      ],
    });
    expect(importSummary({ inserted: 0, skipped: 3, failed: failures(12) }).lines).toEqual([
      'Nenhum contato novo: 3 já estavam cadastrados.',
      '12 linhas não foram importadas:',
      ...failures(10).map((f) => `Linha ${f.line}: ${f.message}`),
      'e mais 2',
    ]);
  });
});
