import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

describe('importSummary', () => {
  it('gives the spec message for a clean import', () => {
    expect(importSummary({ inserted: 3, skipped: 0, failed: [] })).toEqual(['3 leads frios importados com sucesso!']);
  });
  it('reports skipped contacts and failed lines', () => {
    expect(importSummary({ inserted: 0, skipped: 2, failed: [{ line: 4, message: 'telefone inválido' }] })).toEqual([
      '0 leads frios importados com sucesso!',
      '2 contatos já existiam e foram ignorados (sem duplicar).',
      '1 linhas não foram importadas: linha 4 (telefone inválido).',
    ]);
  });
});
