// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saveClassPage = vi.fn();
vi.mock('@funil/data-client/staff/launch-classes', () => ({
  saveClassPage: (...args: unknown[]) => saveClassPage(...args),
}));

import { ClassPageSettings } from './class-page-settings';

afterEach(cleanup);

const aula = {
  id: 31,
  position: 1,
  title: 'Aula 1',
  starts_at: '2026-12-01T23:00:00Z',
  live_url: 'https://youtu.be/abcDEF12345',
  duration_minutes: 120,
  offer_from_minute: null,
  offer_to_minute: null,
  replay_until: null,
};

describe('ClassPageSettings', () => {
  it("saves the class page's duration and offer window; the database's refusal is shown", async () => {
    saveClassPage.mockResolvedValueOnce({});
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ClassPageSettings aula={aula} index={0} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Duração da aula 1 (minutos)'));
    await user.type(screen.getByLabelText('Duração da aula 1 (minutos)'), '90');
    await user.type(screen.getByLabelText('Oferta da aula 1: início (minuto)'), '60');
    await user.type(screen.getByLabelText('Oferta da aula 1: fim (minuto)'), '85');
    await user.click(screen.getByRole('button', { name: 'Salvar página da aula 1' }));
    await waitFor(() => expect(screen.getByText('Página da aula salva.')).toBeTruthy());
    expect(saveClassPage).toHaveBeenCalledWith(31, {
      duration_minutes: 90,
      offer_from_minute: 60,
      offer_to_minute: 85,
      replay_until: null,
    });
  });
});
