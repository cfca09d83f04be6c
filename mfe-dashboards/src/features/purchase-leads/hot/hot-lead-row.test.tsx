// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';

const updateLeadStatus = vi.fn<(id: number, status: string) => Promise<void>>();
vi.mock('@funil/data-client/staff/purchase-leads', () => ({
  PURCHASE_LEAD_STATUSES: ['NOVO', 'CONTATADO', 'VENDIDO'],
  updateLeadStatus: (id: number, status: string) => updateLeadStatus(id, status),
}));
vi.mock('@funil/data-client/staff/status-history', () => ({ fetchStatusHistory: vi.fn() }));

const { HotLeadRow } = await import('./hot-lead-row');
const { HOT_MESSAGES } = await import('./hot-table');

const lead = {
  id: 7,
  name: 'Ana',
  email: 'ana@x.com',
  whatsapp: '11999990001',
  status: 'NOVO',
  utm_source: null,
  created_at: '2026-11-20T12:00:00Z',
  redirected_to_payment: false,
  payment_url: null,
} as unknown as PurchaseLead;

function renderRow(onNotice = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <HotLeadRow row={lead} selected={false} onToggle={vi.fn()} furtherContacts={undefined} onNotice={onNotice} />
        </tbody>
      </table>
    </QueryClientProvider>,
  );
  return onNotice;
}

afterEach(() => {
  cleanup();
  updateLeadStatus.mockReset();
});

describe('HotLeadRow', () => {
  it('saves a new status at once and keeps the select disabled until it is saved', async () => {
    let finish: () => void = () => undefined;
    updateLeadStatus.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderRow();
    const select = screen.getByLabelText('Status de Ana') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'CONTATADO' } });
    await waitFor(() => expect(updateLeadStatus).toHaveBeenCalledWith(7, 'CONTATADO'));
    await waitFor(() => expect(select.disabled).toBe(true));
    finish();
    await waitFor(() => expect(select.disabled).toBe(false));
  });

  it('reports a status that could not be saved', async () => {
    updateLeadStatus.mockRejectedValue(new Error('falhou'));
    const onNotice = renderRow();
    fireEvent.change(screen.getByLabelText('Status de Ana'), { target: { value: 'VENDIDO' } });
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ kind: 'failure', text: HOT_MESSAGES.statusFailed }));
  });

  it('copies the message for the lead and says so', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onNotice = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar mensagem para Ana' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ kind: 'success', text: HOT_MESSAGES.copyDone }));
    expect(writeText.mock.calls[0]?.[0]).toContain('Ana');
  });
});
