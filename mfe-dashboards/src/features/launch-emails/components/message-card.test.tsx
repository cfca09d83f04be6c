// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { MessageCard } from './message-card';

const message: EmailMessage = {
  id: 5,
  lancamento: 2,
  message_key: 'cart_closing',
  subject: 'Últimas horas',
  body: 'x',
  paused: false,
  updated_at: '2026-11-25T00:00:00Z',
  delay_minutes: null,
  sends: [{ class_id: null, class_title: null, send_at: '2026-12-09T20:59:59Z', expires_at: '2026-12-10T02:59:59Z' }],
  counts: { scheduled: 0, sending: 0, sent: 0, failed: 0, skipped: 0, tests: 1 },
  skipped_reasons: [],
  failures: [],
};

afterEach(cleanup);

describe('MessageCard', () => {
  it('shows the send time, an active state, zero counts and no reasons', () => {
    render(
      <ul>
        <MessageCard message={message} onEdit={vi.fn()} onTogglePause={vi.fn()} pausing={false} />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Últimas horas da oferta' })).toBeTruthy();
    expect(screen.getByText('09/12/2026, 17:59')).toBeTruthy();
    expect(screen.getByText('Ativa')).toBeTruthy();
    expect(screen.queryByText(/Não enviados:/)).toBeNull();
  });

  it('asks to pause and to edit', async () => {
    const onEdit = vi.fn();
    const onTogglePause = vi.fn();
    render(
      <ul>
        <MessageCard message={message} onEdit={onEdit} onTogglePause={onTogglePause} pausing={false} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pausar Últimas horas da oferta' }));
    expect(onTogglePause).toHaveBeenCalledWith(message);
    await userEvent.click(screen.getByRole('button', { name: 'Editar e pré-visualizar: Últimas horas da oferta' }));
    expect(onEdit).toHaveBeenCalledWith(message);
  });
});
