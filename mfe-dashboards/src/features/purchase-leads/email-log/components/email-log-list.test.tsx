// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailLogEntry } from '@funil/data-client/staff/launch-emails';

const fetchLeadEmailLog = vi.fn();
vi.mock('@funil/data-client/staff/launch-emails', () => ({
  fetchLeadEmailLog: (...a: unknown[]) => fetchLeadEmailLog(...a),
}));
const { EmailLogList, describeEmail } = await import('./email-log-list');

const base: EmailLogEntry = {
  id: 1,
  message_key: 'class_reminder',
  lancamento: 2,
  class_title: 'Aula 2',
  subject: 'Daqui a 1 hora: Aula 2',
  status: 'sent',
  skip_reason: null,
  last_error: null,
  attempts: 1,
  created_at: '2026-12-02T21:59:00Z',
  sent_at: '2026-12-02T22:00:00Z',
};

afterEach(() => {
  cleanup();
  fetchLeadEmailLog.mockReset();
});

describe('describeEmail', () => {
  it('names the message, the class and the outcome', () => {
    expect(describeEmail(base)).toBe('Lembrete 1 hora antes da aula (Aula 2) — Enviado');
    expect(describeEmail({ ...base, status: 'skipped', skip_reason: 'unsubscribed' })).toBe(
      'Lembrete 1 hora antes da aula (Aula 2) — Não enviado: descadastrado',
    );
    expect(
      describeEmail({ ...base, class_title: null, message_key: 'cart_open', status: 'failed', last_error: '550 x' }),
    ).toBe('Abertura do carrinho — Falhou: 550 x');
  });
});

describe('EmailLogList', () => {
  it('lists the e-mails of the address, newest first as the database gives them', async () => {
    fetchLeadEmailLog.mockResolvedValue([
      base,
      { ...base, id: 2, message_key: 'registration_confirmation', class_title: null },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailLogList email="ana@x.com" name="Ana" enabled />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'E-mails: Ana' });
    expect(list.textContent).toContain('02/12/2026, 19:00: Lembrete 1 hora antes da aula (Aula 2) — Enviado');
    expect(list.textContent).toContain('Confirmação de inscrição — Enviado');
    expect(fetchLeadEmailLog).toHaveBeenCalledWith('ana@x.com');
  });

  it('says when nothing was sent', async () => {
    fetchLeadEmailLog.mockResolvedValue([]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailLogList email="ana@x.com" name="Ana" enabled />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Nenhum e-mail enviado a este endereço.')).toBeTruthy();
  });
});
