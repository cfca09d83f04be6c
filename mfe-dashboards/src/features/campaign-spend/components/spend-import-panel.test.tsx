// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdSpendImportResult, AdSpendRow } from '@funil/data-client/staff/campaign-spend';

const importAdSpend = vi.fn((_lancamento: number, rows: readonly AdSpendRow[]): Promise<AdSpendImportResult> =>
  Promise.resolve({
    received: rows.length,
    rows: rows.length,
    inserted: rows.length,
    updated: 0,
    unchanged: 0,
    firstDay: '2026-11-18',
    lastDay: '2026-11-20',
  }),
);
vi.mock('@funil/data-client/staff/campaign-spend', async (original) => ({
  ...(await original<typeof import('@funil/data-client/staff/campaign-spend')>()),
  importAdSpend: (lancamento: number, rows: readonly AdSpendRow[]) => importAdSpend(lancamento, rows),
}));

const { SpendImportPanel } = await import('./spend-import-panel');

const SAMPLE = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'meta-ads-spend-ptbr.csv'), 'utf8');

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SpendImportPanel lancamento={7} launchName="Semana Java #7" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  importAdSpend.mockClear();
});

describe('SpendImportPanel', () => {
  it('previews the sample, then imports its 36 rows into the launch with the ids as strings', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('Arquivo CSV de investimento'), {
      target: { files: [new File([SAMPLE], 'meta.csv', { type: 'text/csv' })] },
    });
    const preview = await screen.findByRole('table', { name: 'Prévia: 5 de 36 linhas' });
    const firstRow = within(preview).getAllByRole('row')[1]!;
    expect(firstRow.textContent).toContain('1202145000111000000');
    expect(firstRow.textContent).toContain('R$\u00a0493,22');
    expect(screen.getByText(/exportação da Meta, 36 linhas válidas/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Importar 36 linhas em Semana Java #7' }));
    await waitFor(() => expect(importAdSpend).toHaveBeenCalledTimes(1));
    const [lancamento, rows] = importAdSpend.mock.calls[0]!;
    expect(lancamento).toBe(7);
    expect(rows).toHaveLength(36);
    expect(rows[4]).toMatchObject({ ad_id: '1202145000112000001', spend: '922.82' });
    expect(rows.every((r) => typeof r.campaign_id === 'string' && !('line' in r))).toBe(true);
    expect(
      await screen.findByText(/Importação concluída em Semana Java #7: 36 linhas novas, 0 atualizadas e 0 sem mudança/),
    ).toBeTruthy();
  });

  it('lists every problem by line and column and imports nothing', async () => {
    renderPanel();
    const text = 'Dia;Nome da campanha;Valor usado (BRL)\n2026-11-18;A;10,00\n2026-13-01;B;dez\n';
    fireEvent.change(screen.getByLabelText('Arquivo CSV de investimento'), {
      target: { files: [new File([text], 'ruim.csv', { type: 'text/csv' })] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('nada foi importado');
    expect(alert.textContent).toContain(
      'Linha 3, coluna "Dia": "2026-13-01" não é uma data (use AAAA-MM-DD ou DD/MM/AAAA).',
    );
    expect(alert.textContent).toContain('Linha 3, coluna "Valor usado (BRL)": "dez" não é um valor em reais');
    expect((screen.getByRole('button', { name: /^Importar/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(importAdSpend).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a spend export', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('Arquivo CSV de investimento'), {
      target: { files: [new File(['nome,email\nAna,a@b.c\n'], 'leads.csv', { type: 'text/csv' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Não reconheci as colunas');
  });
});
