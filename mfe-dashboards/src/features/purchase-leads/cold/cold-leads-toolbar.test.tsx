// @vitest-environment jsdom
import { DataError } from '@funil/data-client/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkConversionResult } from '@funil/data-client/staff/cold-leads';
import type { ConfirmRequest } from '../../shared/components/confirm-dialog';

const setColdLeadsActive = vi.fn<(ids: readonly number[], active: boolean) => Promise<number>>();
const convertColdLeads = vi.fn<(ids: readonly number[]) => Promise<BulkConversionResult>>();
vi.mock('@funil/data-client/staff/cold-leads', () => ({
  setColdLeadsActive: (ids: readonly number[], active: boolean) => setColdLeadsActive(ids, active),
  convertColdLeads: (ids: readonly number[]) => convertColdLeads(ids),
  fetchColdLeads: vi.fn(),
}));

const { ColdLeadsToolbar } = await import('./cold-leads-toolbar');
const { COLD_UI_MESSAGES } = await import('./cold-table');

function renderToolbar(selectedIds: readonly number[]) {
  const ask = vi.fn<(request: ConfirmRequest) => void>();
  const onNotice = vi.fn();
  const onDone = vi.fn();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ColdLeadsToolbar
        launch={2}
        filter={{ lancamento: 2 }}
        sort={{ field: 'created_at', ascending: false }}
        selectedIds={selectedIds}
        ask={ask}
        onNotice={onNotice}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return { ask, onNotice, onDone, invalidate };
}

afterEach(() => {
  cleanup();
  setColdLeadsActive.mockReset();
  convertColdLeads.mockReset();
});

describe('ColdLeadsToolbar', () => {
  it('deactivates the ticked contacts after the confirmation and reloads both lists', async () => {
    setColdLeadsActive.mockResolvedValue(3);
    const { ask, onNotice, onDone, invalidate } = renderToolbar([4, 5, 6]);
    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(ask.mock.calls[0]![0].message).toBe(COLD_UI_MESSAGES.deactivateConfirm(3));
    ask.mock.calls[0]![0].onConfirm();
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ kind: 'success', text: COLD_UI_MESSAGES.deactivated(3) }),
    );
    expect(setColdLeadsActive).toHaveBeenCalledWith([4, 5, 6], false);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['purchase-leads'] });
  });

  it('reports a bulk conversion where nothing converted as a failure', async () => {
    convertColdLeads.mockResolvedValue({
      converted: [],
      failed: [{ coldId: 4, error: new DataError('x', 'unknown') }],
    });
    const { ask, onNotice } = renderToolbar([4]);
    fireEvent.click(screen.getByRole('button', { name: 'Converter selecionados' }));
    ask.mock.calls[0]![0].onConfirm();
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ kind: 'failure', text: '0 leads convertidos com sucesso, 1 falharam' }),
    );
  });
});
