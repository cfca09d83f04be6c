// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColdLeadPage, ColdLeadStats } from '@funil/data-client/staff/cold-leads';

const fetchColdLeads = vi.fn<(filter?: { lancamento: number }) => Promise<ColdLeadPage>>();
const fetchColdLeadStats = vi.fn<() => Promise<ColdLeadStats>>();
vi.mock('@funil/data-client/staff/cold-leads', () => ({
  DEFAULT_COLD_SORT: { field: 'created_at', ascending: false },
  COLD_IMPORT_CATEGORIES: {},
  fetchColdLeads: (filter: { lancamento: number }) => fetchColdLeads(filter),
  fetchColdLeadStats: () => fetchColdLeadStats(),
  fetchColdLeadGroups: () => Promise.resolve([]),
  setColdLeadsActive: vi.fn(),
  convertColdLeads: vi.fn(),
  convertColdLead: vi.fn(),
  importColdLeads: vi.fn(),
  isColdImportCategory: () => false,
}));

vi.mock('@funil/data-client/staff/launch-settings', () => ({
  fetchLaunchOptions: () =>
    Promise.resolve([
      { lancamento: 3, name: 'Semana Java #3', isCurrent: false },
      { lancamento: 2, name: 'Semana Java #2', isCurrent: true },
    ]),
  defaultLaunchOption: (options: { isCurrent: boolean }[]) => options.find((o) => o.isCurrent) ?? options[0] ?? null,
}));

const { ColdLeadsPanel } = await import('./cold-leads-panel');

const stats: ColdLeadStats = {
  total_contacts: 0,
  with_saved_name: 0,
  brazil_contacts: 0,
  other_countries: 0,
  active_contacts: 0,
  inactive_contacts: 0,
  by_group: {},
  by_source: {},
  last_updated: null,
};

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ColdLeadsPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  fetchColdLeads.mockReset();
  fetchColdLeadStats.mockReset();
});

describe('ColdLeadsPanel', () => {
  it('says it is loading, not that no contact was found, while the list is still on its way', async () => {
    fetchColdLeadStats.mockResolvedValue(stats);
    fetchColdLeads.mockReturnValue(new Promise(() => {}));
    renderPanel();
    expect(await screen.findByText('Total de Contatos')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Carregando dashboard...');
    expect(screen.queryByText('Nenhum contato encontrado')).toBeNull();
  });

  it('offers every launch by name, newest first, and starts on the current one', async () => {
    fetchColdLeadStats.mockResolvedValue(stats);
    fetchColdLeads.mockResolvedValue({ data: [], total: 0, totalPages: 1, page: 1, perPage: 20 });
    renderPanel();
    expect(await screen.findByText('Nenhum contato encontrado')).toBeTruthy();
    const select = screen.getByLabelText('Lançamento') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Semana Java #3', 'Semana Java #2 (atual)']);
    expect(select.value).toBe('2');
    expect(fetchColdLeads.mock.calls.every(([filter]) => filter?.lancamento === 2)).toBe(true);
  });

  it('shows the empty state once an empty page arrives', async () => {
    fetchColdLeadStats.mockResolvedValue(stats);
    fetchColdLeads.mockResolvedValue({ data: [], total: 0, totalPages: 1, page: 1, perPage: 20 });
    renderPanel();
    expect(await screen.findByText('Nenhum contato encontrado')).toBeTruthy();
  });
});
