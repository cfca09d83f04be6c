import { describe, expect, it } from 'vitest';
import { exportDoneText, exportProgressText } from './export-progress';

describe('export progress texts', () => {
  it('counts rows in pt-BR', () => {
    expect(exportProgressText({ done: 2000, total: 23456 })).toBe('Exportando... 2.000 de 23.456 linhas');
    expect(exportDoneText(23456)).toBe('Arquivo exportado com 23.456 linhas.');
    expect(exportDoneText(1)).toBe('Arquivo exportado com 1 linha.');
  });
});
