// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';
import type { ConfirmRequest } from '../../shared/components/confirm-dialog';

const deleteMultiplePurchaseLeads = vi.fn<(ids: readonly number[]) => Promise<number>>();
const updateMultipleLeadsStatus = vi.fn<(ids: readonly number[], status: string) => Promise<number>>();
vi.mock('@funil/data-client/staff/purchase-leads', () => ({
  PURCHASE_LEAD_STATUSES: ['NOVO', 'CONTATADO', 'VENDIDO'],
  deleteMultiplePurchaseLeads: (ids: readonly number[]) => deleteMultiplePurchaseLeads(ids),
  updateMultipleLeadsStatus: (ids: readonly number[], status: string) => updateMultipleLeadsStatus(ids, status),
  fetchPurchaseLeadsPage: vi.fn(),
}));

const { HotLeadsToolbar } = await import('./hot-leads-toolbar');
const { HOT_MESSAGES } = await import('./hot-table');

const rows = [
  { id: 1, name: 'Ana' },
  { id: 2, name: 'Bia' },
] as unknown as PurchaseLead[];

function renderToolbar(selectedRows: readonly PurchaseLead[]) {
  const ask = vi.fn<(request: ConfirmRequest) => void>();
  const onNotice = vi.fn();
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HotLeadsToolbar
        launch={2}
        statusFilter={null}
        selectedRows={selectedRows}
        ask={ask}
        onWhatsapp={vi.fn()}
        onNotice={onNotice}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return { ask, onNotice, onDone };
}

afterEach(() => {
  cleanup();
  deleteMultiplePurchaseLeads.mockReset();
  updateMultipleLeadsStatus.mockReset();
});

describe('HotLeadsToolbar', () => {
  it('offers no bulk change while nothing is ticked', () => {
    renderToolbar([]);
    expect(screen.getByText('0 selecionado(s)')).toBeTruthy();
    for (const name of ['Abrir WhatsApp', 'Alterar status', 'Excluir']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('deletes the ticked leads only after the confirmation, then reports and clears the selection', async () => {
    deleteMultiplePurchaseLeads.mockResolvedValue(2);
    const { ask, onNotice, onDone } = renderToolbar(rows);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(deleteMultiplePurchaseLeads).not.toHaveBeenCalled();
    const request = ask.mock.calls[0]![0];
    expect(request.message).toBe(HOT_MESSAGES.deleteConfirm(2));
    request.onConfirm();
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ kind: 'success', text: HOT_MESSAGES.deleteDone(2) }));
    expect(deleteMultiplePurchaseLeads).toHaveBeenCalledWith([1, 2]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('gives the chosen status to the ticked leads and keeps the selection when it fails', async () => {
    updateMultipleLeadsStatus.mockRejectedValue(new Error('falhou'));
    const { ask, onNotice, onDone } = renderToolbar(rows);
    fireEvent.change(screen.getByLabelText('Novo status'), { target: { value: 'VENDIDO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alterar status' }));
    ask.mock.calls[0]![0].onConfirm();
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ kind: 'failure', text: HOT_MESSAGES.bulkStatusFailed }),
    );
    expect(updateMultipleLeadsStatus).toHaveBeenCalledWith([1, 2], 'VENDIDO');
    expect(onDone).not.toHaveBeenCalled();
  });
});
