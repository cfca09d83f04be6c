// @vitest-environment jsdom
import { DataError } from '@funil/data-client/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@funil/data-client/staff/auth', async () => (await import('./auth-mock.test-helper')).auth);
const { auth, resetAuthMock } = await import('./auth-mock.test-helper');

const { StaffGate } = await import('./staff-gate');

function renderGate() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffGate>
        <p>dados da equipe</p>
      </StaffGate>
    </QueryClientProvider>,
  );
}

const session = { userId: 'u1', email: 'ana@equipe.com', accessToken: 't', expiresAt: null };

afterEach(() => {
  cleanup();
  resetAuthMock();
});

describe('StaffGate', () => {
  it('while the session is read: the sign-in form at once without a stored session (as pre-rendered), kept with what was typed', async () => {
    let answer!: (value: null) => void;
    auth.getSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderGate();
    const email = screen.getByLabelText('E-mail');
    await userEvent.type(email, 'ana@equipe.com');
    answer(null);
    await waitFor(() => expect(auth.getSession).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByLabelText('E-mail')).toBe(email);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('ana@equipe.com');
  });

  it('while the session is read with a stored session: a status, not the sign-in form', () => {
    auth.hasStoredSession.mockReturnValue(true);
    auth.getSession.mockReturnValue(new Promise(() => undefined));
    renderGate();
    expect(screen.getByRole('status').textContent).toBe('Verificando acesso...');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('signed out: the sign-in form, then the page once signed in as staff', async () => {
    auth.getSession.mockResolvedValueOnce(null).mockResolvedValue(session);
    auth.isCurrentUserStaff.mockResolvedValue(true);
    auth.signIn.mockResolvedValue(session);
    renderGate();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@equipe.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    expect(screen.queryByText('dados da equipe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByText('dados da equipe');
    expect(auth.signIn).toHaveBeenCalledWith('ana@equipe.com', 'segredo');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('shows the sign-in error', async () => {
    auth.getSession.mockResolvedValue(null);
    auth.signIn.mockRejectedValue(new DataError('erro ao entrar: credenciais inválidas', 'auth'));
    renderGate();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'x@y.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha inválidos.');
  });

  it('signed in but not staff: a refusal and Sair, never the page', async () => {
    auth.getSession.mockResolvedValue(session);
    auth.isCurrentUserStaff.mockResolvedValue(false);
    renderGate();
    await screen.findByRole('heading', { name: 'Acesso negado' });
    expect(screen.queryByText('dados da equipe')).toBeNull();
    auth.signOut.mockResolvedValue(undefined);
    auth.getSession.mockResolvedValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByLabelText('Senha')).toBeTruthy());
  });

  it('signed out: follows another tab through the stored session, without the auth client', async () => {
    auth.getSession.mockResolvedValue(null);
    renderGate();
    await screen.findByLabelText('E-mail');
    expect(auth.onAuthChange).not.toHaveBeenCalled();
    const changed = auth.onStoredSessionChange.mock.calls[0]![0];
    auth.getSession.mockResolvedValue(session);
    auth.isCurrentUserStaff.mockResolvedValue(true);
    changed();
    await screen.findByText('dados da equipe');
  });
});
