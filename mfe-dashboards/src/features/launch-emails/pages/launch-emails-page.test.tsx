// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage, EmailPreview, EmailSendPlan, EmailVariable } from '@funil/data-client/staff/launch-emails';
import { DataError } from '@funil/data-client/errors';

const fetchLaunchOptions = vi.fn();
vi.mock('@funil/data-client/staff/launch-settings', async (original) => ({
  ...(await original<typeof import('@funil/data-client/staff/launch-settings')>()),
  fetchLaunchOptions: () => fetchLaunchOptions(),
}));
const api = {
  fetchLaunchEmailMessages: vi.fn(),
  fetchEmailVariables: vi.fn(),
  fetchEmailPreviewLeads: vi.fn(),
  fetchEmailPreview: vi.fn(),
  saveEmailMessage: vi.fn(),
  setEmailMessagePaused: vi.fn(),
  sendTestEmail: vi.fn(),
  fetchLaunchEmailPlan: vi.fn(),
};
vi.mock('@funil/data-client/staff/launch-emails', () => ({
  fetchLaunchEmailMessages: (...a: unknown[]) => api.fetchLaunchEmailMessages(...a),
  fetchEmailVariables: (...a: unknown[]) => api.fetchEmailVariables(...a),
  fetchEmailPreviewLeads: (...a: unknown[]) => api.fetchEmailPreviewLeads(...a),
  fetchEmailPreview: (...a: unknown[]) => api.fetchEmailPreview(...a),
  saveEmailMessage: (...a: unknown[]) => api.saveEmailMessage(...a),
  setEmailMessagePaused: (...a: unknown[]) => api.setEmailMessagePaused(...a),
  sendTestEmail: (...a: unknown[]) => api.sendTestEmail(...a),
  fetchLaunchEmailPlan: (...a: unknown[]) => api.fetchLaunchEmailPlan(...a),
}));

const feedback = { fetchEmailHeldBack: vi.fn(), fetchEmailDeliveryRates: vi.fn() };
vi.mock('@funil/data-client/staff/email-feedback', () => ({
  fetchEmailHeldBack: (...a: unknown[]) => feedback.fetchEmailHeldBack(...a),
  fetchEmailDeliveryRates: (...a: unknown[]) => feedback.fetchEmailDeliveryRates(...a),
}));

const { LaunchEmails } = await import('./launch-emails-page');

const counts = { scheduled: 3, sending: 0, sent: 1234, failed: 2, skipped: 5, tests: 0 };
const messages: EmailMessage[] = [
  {
    id: 11,
    lancamento: 2,
    message_key: 'registration_confirmation',
    subject: '{{primeiro_nome}}, inscrição confirmada',
    body: 'Olá, {{primeiro_nome}}!\n\n{{link_obrigado}}',
    paused: false,
    updated_at: '2026-11-25T00:00:00Z',
    delay_minutes: null,
    sends: [],
    counts,
    skipped_reasons: [
      { reason: 'unsubscribed', count: 4 },
      { reason: 'no_consent', count: 1 },
    ],
    failures: [{ reason: '550 5.1.1 caixa inexistente', count: 2 }],
  },
  {
    id: 14,
    lancamento: 2,
    message_key: 'class_reminder',
    subject: 'Daqui a 1 hora: {{titulo_aula}}',
    body: 'Oi {{primeiro_nome}}',
    paused: true,
    updated_at: '2026-11-25T00:00:00Z',
    delay_minutes: null,
    sends: [
      { class_id: 1, class_title: 'Aula 1', send_at: '2026-12-01T22:00:00Z', expires_at: '2026-12-01T23:00:00Z' },
      { class_id: 2, class_title: 'Aula 2', send_at: '2026-12-02T22:00:00Z', expires_at: '2026-12-02T23:00:00Z' },
    ],
    counts: { ...counts, sent: 0, failed: 0, skipped: 0 },
    skipped_reasons: [],
    failures: [],
  },
];
const variables: EmailVariable[] = [
  {
    name: 'primeiro_nome',
    description: 'Primeiro nome',
    message_keys: ['registration_confirmation', 'class_reminder'],
  },
  { name: 'link_obrigado', description: 'Link de obrigado', message_keys: ['registration_confirmation'] },
  { name: 'link_aula', description: 'Link da aula', message_keys: ['class_reminder'] },
];
const preview = (name: string): EmailPreview => ({
  id: 11,
  message_key: 'registration_confirmation',
  subject: `${name}, inscrição confirmada`,
  body: messages[0]!.body,
  variables: { primeiro_nome: name, link_obrigado: 'http://127.0.0.1:4173/inscricao/obrigado?data=exemplo' },
  to_email: null,
  site_url: 'http://127.0.0.1:4173',
});

const plans: EmailSendPlan[] = [
  {
    message_key: 'class_reminder',
    class_id: 1,
    class_title: 'Aula 1',
    nominal_at: '2026-12-01T22:00:00Z',
    expires_at: '2026-12-01T23:00:00Z',
    deliver_by: '2026-12-01T22:45:00Z',
    earliest_at: '2026-12-01T21:15:00Z',
    start_at: '2026-12-01T21:15:00Z',
    recipients: 100_000,
    messages_per_second: 10,
    duration_seconds: 13_158,
    last_leaves_at: '2026-12-02T00:54:18Z',
    fits: false,
    rate_needed: 15,
  },
  {
    message_key: 'cart_open',
    class_id: null,
    class_title: null,
    nominal_at: '2026-12-03T12:00:00Z',
    expires_at: '2026-12-09T12:00:00Z',
    deliver_by: null,
    earliest_at: '2026-12-03T12:00:00Z',
    start_at: '2026-12-03T12:00:00Z',
    recipients: 100_000,
    messages_per_second: 10,
    duration_seconds: 13_158,
    last_leaves_at: '2026-12-03T15:39:18Z',
    fits: true,
    rate_needed: null,
  },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LaunchEmails />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchLaunchOptions.mockResolvedValue([
    { lancamento: 3, name: 'Semana Java #3', isCurrent: false },
    { lancamento: 2, name: 'Semana Java #2', isCurrent: true },
  ]);
  api.fetchLaunchEmailMessages.mockResolvedValue(messages);
  api.fetchLaunchEmailPlan.mockResolvedValue(plans);
  api.fetchEmailVariables.mockResolvedValue(variables);
  api.fetchEmailPreviewLeads.mockResolvedValue([{ id: 7, name: 'Júlia Souza', email: 'julia@x.com' }]);
  api.fetchEmailPreview.mockImplementation(async (_id: number, leadId: number | null) =>
    preview(leadId === 7 ? 'Júlia' : 'Maria'),
  );
  feedback.fetchEmailHeldBack.mockResolvedValue([]);
  feedback.fetchEmailDeliveryRates.mockResolvedValue({
    bounce_threshold: 0.05,
    complaint_threshold: 0.001,
    suppressed: 0,
    messages: [],
  });
});

afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('LaunchEmails', () => {
  it('lists the current launch messages with send times, counts and reasons', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Confirmação de inscrição' });
    expect(api.fetchLaunchEmailMessages).toHaveBeenCalledWith(2);
    const confirmation = screen.getByRole('listitem', { name: 'Confirmação de inscrição' });
    expect(within(confirmation).getByText('Logo após a inscrição')).toBeTruthy();
    expect(within(confirmation).getByText('1.234')).toBeTruthy();
    expect(within(confirmation).getByText(/descadastrado \(4\), sem consentimento \(1\)/)).toBeTruthy();
    expect(within(confirmation).getByText(/550 5\.1\.1 caixa inexistente \(2\)/)).toBeTruthy();
    const reminder = screen.getByRole('listitem', { name: 'Lembrete 1 hora antes da aula' });
    expect(within(reminder).getByText('01/12/2026, 19:00 — Aula 1')).toBeTruthy();
    expect(within(reminder).getByText('Pausada')).toBeTruthy();
  });

  it('plans every send against its deadline and says in words what cannot reach everyone in time', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Envios agendados, em ordem de horário' });
    expect(api.fetchLaunchEmailPlan).toHaveBeenCalledWith(2);
    const reminder = within(table).getByRole('row', { name: /Lembrete 1 hora antes da aula \(Aula 1\)/ });
    expect(within(reminder).getByText('100.000')).toBeTruthy();
    expect(within(reminder).getByText('10 e-mails/s')).toBeTruthy();
    expect(within(reminder).getByText('3 h 40 min')).toBeTruthy();
    expect(within(reminder).getByText('Não chega a todos a tempo')).toBeTruthy();
    const cart = within(table).getByRole('row', { name: /Abertura do carrinho/ });
    expect(within(cart).getByText('No prazo')).toBeTruthy();
    expect(
      screen.getByText(
        /^Lembrete 1 hora antes da aula \(Aula 1\): a 10 e-mails\/s, o envio para 100\.000 pessoas leva 3 h 40 min/,
      ).textContent,
    ).toContain('Peça ao provedor de e-mail uma taxa de pelo menos 15 e-mails/s');
  });

  it('lists the held-back confirmations and each message rates against the provider thresholds', async () => {
    feedback.fetchEmailHeldBack.mockResolvedValue([
      {
        id: 9,
        created_at: '2026-11-27T18:00:00Z',
        to_email: 'estranho@example.com',
        message_key: 'registration_confirmation',
        reason: 'client_cap',
      },
    ]);
    feedback.fetchEmailDeliveryRates.mockResolvedValue({
      bounce_threshold: 0.05,
      complaint_threshold: 0.001,
      suppressed: 3,
      messages: [
        {
          id: 11,
          message_key: 'registration_confirmation',
          sent: 100,
          bounces: 6,
          soft_bounces: 1,
          complaints: 0,
          bounce_rate: 0.06,
          complaint_rate: 0,
        },
        {
          id: 14,
          message_key: 'class_reminder',
          sent: 0,
          bounces: 0,
          soft_bounces: 0,
          complaints: 0,
          bounce_rate: null,
          complaint_rate: null,
        },
      ],
    });
    renderPage();
    const held = await screen.findByRole('region', { name: 'Confirmações retidas' });
    expect(await within(held).findByRole('rowheader', { name: 'estranho@example.com' })).toBeTruthy();
    expect(within(held).getByText('retido: muitas confirmações do mesmo endereço de rede')).toBeTruthy();
    expect(feedback.fetchEmailHeldBack).toHaveBeenCalledWith(2);
    const rates = await screen.findByRole('region', { name: 'Devoluções e reclamações' });
    const confirmation = await within(rates).findByRole('row', { name: /Confirmação de inscrição/ });
    expect(confirmation.textContent).toContain('6 (6,00%) — acima do limite do provedor');
    expect(within(rates).getByText(/acima de 5% de devoluções definitivas ou 0,1% de reclamações/)).toBeTruthy();
    expect(within(rates).getByText(/3 endereços bloqueados/)).toBeTruthy();
  });

  it('resumes a paused message', async () => {
    api.setEmailMessagePaused.mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retomar Lembrete 1 hora antes da aula' }));
    await waitFor(() => expect(api.setEmailMessagePaused).toHaveBeenCalledWith(14, false));
    expect((await screen.findByRole('status')).textContent).toBe('Mensagem retomada.');
  });

  it('edits with the variables of the message, shows the database refusal, then saves', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar e pré-visualizar: Confirmação de inscrição' }),
    );
    // Only the variables available in this message.
    expect(await screen.findByRole('button', { name: /Inserir \{\{link_obrigado\}\}/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Inserir \{\{link_aula\}\}/ })).toBeNull();

    const body = screen.getByLabelText('Texto') as HTMLTextAreaElement;
    await userEvent.clear(body);
    await userEvent.type(body, 'Oi ');
    await userEvent.click(screen.getByRole('button', { name: /Inserir \{\{primeiro_nome\}\}/ }));
    expect(body.value).toBe('Oi {{primeiro_nome}}');

    api.saveEmailMessage.mockRejectedValueOnce(
      new DataError('Variável desconhecida: {{x}}. Use uma das variáveis da lista.', 'invalid'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar mensagem' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Variável desconhecida: {{x}}. Use uma das variáveis da lista.',
    );

    api.saveEmailMessage.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar mensagem' }));
    await waitFor(() =>
      expect(api.saveEmailMessage).toHaveBeenLastCalledWith(
        11,
        '{{primeiro_nome}}, inscrição confirmada',
        'Oi {{primeiro_nome}}',
      ),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Mensagem salva.');
  });

  it('previews as a chosen lead with the e-mail renderer and sends a test to the staff member', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar e pré-visualizar: Confirmação de inscrição' }),
    );
    expect((await screen.findByTestId('preview-subject', {}, { timeout: 5000 })).textContent).toBe(
      'Maria, inscrição confirmada',
    );
    await screen.findByRole('option', { name: 'Júlia Souza — julia@x.com' });
    await userEvent.selectOptions(screen.getByLabelText('Pré-visualizar como'), '7');
    await waitFor(() => expect(screen.getByTestId('preview-subject').textContent).toBe('Júlia, inscrição confirmada'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('preview-text').textContent).toContain('Olá, Júlia!');
    expect(screen.getByTitle('Pré-visualização: Júlia, inscrição confirmada').getAttribute('srcdoc')).toContain(
      'utm_source=email',
    );

    api.sendTestEmail.mockResolvedValue(99);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar teste para mim' }));
    await waitFor(() => expect(api.sendTestEmail).toHaveBeenCalledWith(11, 7));
    expect((await screen.findByRole('status')).textContent).toContain('Teste enviado para o seu e-mail');
  });
});
