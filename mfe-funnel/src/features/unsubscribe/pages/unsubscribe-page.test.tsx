// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@funil/data-client/errors';
import type * as UnsubscribeApi from '@funil/data-client/public/unsubscribe';

const getUnsubscribeContext = vi.fn();
const cancelSubscription = vi.fn();
vi.mock('@funil/data-client/public/unsubscribe', async (importOriginal) => {
  const actual = await importOriginal<typeof UnsubscribeApi>();
  return {
    ...actual,
    getUnsubscribeContext: (...args: unknown[]) => getUnsubscribeContext(...args),
    cancelSubscription: (...args: unknown[]) => cancelSubscription(...args),
  };
});

import UnsubscribePage from './unsubscribe-page';

afterEach(cleanup);
beforeEach(() => {
  getUnsubscribeContext.mockReset();
  cancelSubscription.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>início</p> },
      { path: '/descadastro', element: <UnsubscribePage /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const proceed = () =>
  screen.getByRole('button', { name: /Prosseguir com Cancelamento|Cancelando\.\.\./ }) as HTMLButtonElement;

async function expectInvalid(message: string) {
  expect(await screen.findByRole('heading', { name: 'Link Inválido' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(message);
}

describe('UnsubscribePage', () => {
  it('shows "Validando link..." while the link is checked', () => {
    getUnsubscribeContext.mockReturnValue(new Promise(() => {}));
    renderAt('/descadastro?hash=abc');
    expect(screen.getByRole('status').textContent).toBe('Validando link...');
    expect(getUnsubscribeContext).toHaveBeenCalledWith('abc');
  });

  it('without hash: invalid link, and the back button goes home', async () => {
    // The real service refuses a missing token before any request.
    const actual = await vi.importActual<typeof UnsubscribeApi>('@funil/data-client/public/unsubscribe');
    getUnsubscribeContext.mockImplementation((token: string | null) => actual.getUnsubscribeContext(token));
    const { router, user } = renderAt('/descadastro');
    await expectInvalid('Link inválido. Parâmetro de identificação não encontrado.');
    await user.click(screen.getByRole('button', { name: 'Voltar para a Página Inicial' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('unknown hash, already cancelled, query failure and unexpected exception show their messages', async () => {
    getUnsubscribeContext.mockResolvedValueOnce(null);
    renderAt('/descadastro?hash=x');
    await expectInvalid('Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
    cleanup();
    getUnsubscribeContext.mockResolvedValueOnce({ firstName: 'Ana', active: false });
    renderAt('/descadastro?hash=x');
    await expectInvalid('Esta inscrição já foi cancelada anteriormente.');
    cleanup();
    getUnsubscribeContext.mockRejectedValueOnce(
      new DataError('Erro ao validar o link. Tente novamente mais tarde.', 'network'),
    );
    renderAt('/descadastro?hash=x');
    await expectInvalid('Erro ao validar o link. Tente novamente mais tarde.');
    cleanup();
    getUnsubscribeContext.mockRejectedValueOnce(new TypeError('boom'));
    renderAt('/descadastro?hash=x');
    await expectInvalid('Erro interno. Tente novamente mais tarde.');
  });

  it('greets by first name; proceed is disabled until a reason; "other" needs text; sends once, trimmed', async () => {
    getUnsubscribeContext.mockResolvedValue({ firstName: 'Maria', active: true });
    let resolve: (value: string) => void = () => {};
    cancelSubscription.mockImplementation(() => new Promise((r) => (resolve = r)));
    const { user } = renderAt('/descadastro?hash=tok');
    expect(await screen.findByText(/Olá, Maria!/)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(proceed().disabled).toBe(true);
    expect(screen.queryByLabelText('Descreva o motivo')).toBeNull();
    await user.click(screen.getByLabelText('Outro motivo'));
    expect(proceed().disabled).toBe(false);
    const text = screen.getByLabelText('Descreva o motivo') as HTMLTextAreaElement;
    await user.type(text, '   ');
    await user.click(proceed());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, descreva o motivo do cancelamento.');
    expect(cancelSubscription).not.toHaveBeenCalled();
    await user.type(text, 'Mudei de área  ');
    await user.dblClick(proceed());
    await waitFor(() => expect(proceed().textContent).toBe('Cancelando...'));
    expect(cancelSubscription).toHaveBeenCalledTimes(1);
    expect(cancelSubscription).toHaveBeenCalledWith('tok', 'other', 'Mudei de área');
    expect(proceed().textContent).toBe('Cancelando...');
    expect(proceed().disabled).toBe(true);
    resolve('cancelled');
    expect(await screen.findByRole('heading', { name: 'Inscrição Cancelada' })).toBeTruthy();
  });

  it('keeps the chosen reason and shows the message when cancelling fails; already cancelled on submit', async () => {
    getUnsubscribeContext.mockResolvedValue({ firstName: 'João', active: true });
    cancelSubscription.mockRejectedValueOnce(
      new DataError('Erro ao cancelar inscrição. Tente novamente mais tarde.', 'unknown'),
    );
    cancelSubscription.mockResolvedValueOnce('already_cancelled');
    const { user } = renderAt('/descadastro?hash=tok');
    await user.click(await screen.findByLabelText('Recebo muitos e-mails'));
    await user.click(proceed());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao cancelar inscrição. Tente novamente mais tarde.',
    );
    expect((screen.getByLabelText('Recebo muitos e-mails') as HTMLInputElement).checked).toBe(true);
    expect(cancelSubscription).toHaveBeenCalledWith('tok', 'too_many_emails', null);
    await user.click(proceed());
    await expectInvalid('Esta inscrição já foi cancelada anteriormente.');
  });

  it('"Manter Minha Inscrição" goes home without cancelling', async () => {
    getUnsubscribeContext.mockResolvedValue({ firstName: 'Ana', active: true });
    const { router, user } = renderAt('/descadastro?hash=tok');
    await user.click(await screen.findByRole('button', { name: 'Manter Minha Inscrição' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(cancelSubscription).not.toHaveBeenCalled();
  });
});
