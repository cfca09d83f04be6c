// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@funil/data-client/staff/auth', async () => (await import('../auth/components/auth-mock.test-helper')).auth);
const { auth, resetAuthMock } = await import('../auth/components/auth-mock.test-helper');

const { DashboardPage, lazyStaffPage } = await import('./dashboard-page');
const { queryClient } = await import('../query-client');

const session = { userId: 'u1', email: 'ana@equipe.com', accessToken: 't', expiresAt: null };

function pageModule() {
  const load = vi.fn(async () => ({
    default: () => (
      <DashboardPage title="Leads de Compra">
        <p>dados da equipe</p>
      </DashboardPage>
    ),
  }));
  const Page = lazyStaffPage(load);
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return load;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  resetAuthMock();
});

describe('lazyStaffPage', () => {
  it("signed out: the sign-in form without the page's code, asked for at the sign-in, the page once staff", async () => {
    auth.getSession.mockResolvedValue(null);
    const load = pageModule();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@equipe.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    expect(load).not.toHaveBeenCalled();
    auth.signIn.mockImplementation(async () => {
      expect(load).toHaveBeenCalledTimes(1); // in parallel with the sign-in
      auth.getSession.mockResolvedValue(session);
      auth.isCurrentUserStaff.mockResolvedValue(true);
      return session;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByText('dados da equipe');
    expect(screen.getAllByRole('navigation', { name: 'Dashboards' })).toHaveLength(1); // one frame, not two
    expect(screen.getByRole('heading', { name: 'Leads de Compra' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with a stored session: the page's code asked for at once, while the session is checked", async () => {
    auth.hasStoredSession.mockReturnValue(true);
    let answer!: (value: typeof session) => void;
    auth.getSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    auth.isCurrentUserStaff.mockResolvedValue(true);
    const load = pageModule();
    expect(screen.getByRole('status').textContent).toBe('Verificando acesso...');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    answer(session);
    await screen.findByText('dados da equipe');
  });
});
