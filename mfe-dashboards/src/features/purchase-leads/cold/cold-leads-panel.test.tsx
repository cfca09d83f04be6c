// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColdLeadPage, ColdLeadStats } from '@funil/data-client/src/staff/cold-leads';

const fetchColdLeads = vi.fn<() => Promise<ColdLeadPage>>();
const fetchColdLeadStats = vi.fn<() => Promise<ColdLeadStats>>();
vi.mock('@funil/data-client/src/staff/cold-leads', () => ({
  DEFAULT_COLD_SORT: { field: 'created_at', ascending: false },
  COLD_IMPORT_CATEGORIES: {},
  COLD_IMPORT_LAUNCH: 2,
  fetchColdLeads: () => fetchColdLeads(),
  fetchColdLeadStats: () => fetchColdLeadStats(),
  fetchColdLeadGroups: () => Promise.resolve([]),
  setColdLeadsActive: vi.fn(),
  convertColdLeads: vi.fn(),
  convertColdLead: vi.fn(),
  importColdLeads: vi.fn(),
  isColdImportCategory: () => false,
}));

const { ColdLeadsPanel } = await import('./cold-leads-panel');

const stats: ColdLeadStats = {
  total_contacts: 0, with_saved_name: 0, brazil_contacts: 0, other_countries: 0, active_contacts: 0, inactive_contacts: 0,
  by_group: {}, by_source: {}, last_updated: null,
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

  it('shows the empty state once an empty page arrives', async () => {
    fetchColdLeadStats.mockResolvedValue(stats);
    fetchColdLeads.mockResolvedValue({ data: [], total: 0, totalPages: 1, page: 1, perPage: 20 });
    renderPanel();
    expect(await screen.findByText('Nenhum contato encontrado')).toBeTruthy();
  });
});
