// @vitest-environment jsdom
import { DataError } from '@funil/data-client/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColdLead } from '@funil/data-client/staff/cold-leads';

const convertColdLead = vi.fn();
vi.mock('@funil/data-client/staff/cold-leads', () => ({
  convertColdLead: (...args: unknown[]) => convertColdLead(...args),
}));

const { ConvertDialog } = await import('./convert-dialog');
const { purchaseLeadKeys } = await import('../../shared/api/purchase-lead-keys');

const lead: ColdLead = {
  id: 5,
  country_code: '55',
  phone_number: '11999990001',
  formatted_phone: '+55 11 99999-0001',
  saved_name: 'Ana',
  group_name: 'G',
  group_id: null,
  source: 'whatsapp_group',
  lancamento: 2,
  is_active: true,
  notes: null,
  anonymised_at: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ConvertDialog lead={lead} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, invalidate };
}

afterEach(() => {
  cleanup();
  convertColdLead.mockReset();
});

describe('ConvertDialog', () => {
  it('refuses an e-mail without @ without calling the server', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('E-mail (opcional)'), 'ana.sem.arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.',
    );
    expect(convertColdLead).not.toHaveBeenCalled();
  });

  it('sends only filled fields, shows the new id, reloads and closes itself after 2 s', async () => {
    convertColdLead.mockResolvedValue({ alreadyConverted: false, id: 77, name: 'Ana', email: 'ana@x.com' });
    const { onClose, invalidate } = renderDialog();
    await userEvent.type(screen.getByLabelText('E-mail (opcional)'), ' Ana@X.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Lead convertido com sucesso! Novo ID: 77'),
    );
    expect(convertColdLead).toHaveBeenCalledWith(5, { email: 'ana@x.com' });
    // Both lists reload: the hot leads gained one, the cold one shows as converted.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: purchaseLeadKeys.all });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('shows an already-converted lead with its id, name and e-mail', async () => {
    convertColdLead.mockResolvedValue({ alreadyConverted: true, id: 9, name: 'Ana Antiga', email: 'antiga@x.com' });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Lead já convertido anteriormente! ID: 9'),
    );
    expect(screen.getByRole('status').textContent).toContain('Ana Antiga — antiga@x.com');
    expect(convertColdLead).toHaveBeenCalledWith(5, {});
  });

  it('shows the server message on failure', async () => {
    convertColdLead.mockRejectedValue(new DataError('Lead frio não encontrado', 'invalid'));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Lead frio não encontrado'));
  });
});
