// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColdLeadImportResult } from '@funil/data-client/staff/cold-leads';

let finishImport: (result: ColdLeadImportResult) => void = () => undefined;
const importColdLeads = vi.fn(
  (_rows: unknown, _category: string, _launch: number) =>
    new Promise<ColdLeadImportResult>((resolve) => {
      finishImport = resolve;
    }),
);
vi.mock('@funil/data-client/staff/cold-leads', () => ({
  COLD_IMPORT_CATEGORIES: { iniciante: { label: 'Iniciante', groupName: 'Java Developers Iniciantes', groupId: 'x' } },
  importColdLeads: (rows: unknown, category: string, launch: number) => importColdLeads(rows, category, launch),
  isColdImportCategory: (value: string) => value === 'iniciante',
}));

// The dialog imports into the launch chosen in its selector: the current launch (2) unless staff pick another.
vi.mock('@funil/data-client/staff/launch-settings', () => ({
  fetchLaunchOptions: () =>
    Promise.resolve([
      { lancamento: 3, name: 'Semana Java #3', isCurrent: false },
      { lancamento: 2, name: 'Semana Java #2', isCurrent: true },
    ]),
  defaultLaunchOption: (options: { isCurrent: boolean }[]) => options.find((o) => o.isCurrent) ?? options[0] ?? null,
}));

const { CsvImportDialog } = await import('./csv-import-dialog');

const csv = (name: string, phone: string) =>
  new File([`country_code,phone_number,formatted_phone,saved_name\n55,${phone},+55 ${phone},Ana\n`], name, {
    type: 'text/csv',
  });

afterEach(() => {
  cleanup();
  importColdLeads.mockClear();
});

async function startImport() {
  const onImported = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CsvImportDialog open onClose={() => undefined} onImported={onImported} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('option', { name: 'Semana Java #2 (atual)' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Arquivo CSV'), { target: { files: [csv('primeiro.csv', '11999990001')] } });
  expect(await screen.findByText('Arquivo: primeiro.csv')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'iniciante' } });
  await waitFor(() => expect((screen.getByLabelText('Lançamento de destino') as HTMLSelectElement).value).toBe('2'));
  fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
  await waitFor(() => expect(importColdLeads).toHaveBeenCalledTimes(1));
  expect(importColdLeads.mock.calls[0]?.[2]).toBe(2);
  return onImported;
}

describe('CsvImportDialog', () => {
  it('ignores a file dropped while importing: the dialog keeps the import and its file', async () => {
    await startImport();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    fireEvent.drop(screen.getByTestId('csv-dropzone'), {
      dataTransfer: { files: [csv('segundo.csv', '11999990002')] },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Arquivo: primeiro.csv')).toBeTruthy();
    expect(screen.queryByText('Arquivo: segundo.csv')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    finishImport({ inserted: 1, skipped: 0, failed: [] });
    expect(await screen.findByText('1 leads frios importados com sucesso!')).toBeTruthy();
  });

  it('when every line fails, says the import failed with the first 10 lines and "e mais N"', async () => {
    const onImported = await startImport();
    finishImport({
      inserted: 0,
      skipped: 0,
      failed: Array.from({ length: 12 }, (_, i) => ({ line: i + 2, message: 'erro' })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao importar os dados. Tente novamente.');
    expect(alert.querySelectorAll('p')).toHaveLength(12);
    expect(alert.textContent).toContain('e mais 2');
    expect(alert.textContent).not.toContain('sucesso');
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('says nothing was new when every contact was already there', async () => {
    await startImport();
    finishImport({ inserted: 0, skipped: 1, failed: [] });
    expect(await screen.findByText('Nenhum contato novo: 1 já estavam cadastrados.')).toBeTruthy();
  });
});
