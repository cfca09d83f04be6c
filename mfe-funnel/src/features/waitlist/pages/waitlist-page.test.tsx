// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@funil/data-client/errors';

const joinWaitlist = vi.fn();
vi.mock('@funil/data-client/public/waitlist', () => ({
  joinWaitlist: (...args: unknown[]) => joinWaitlist(...args),
}));

import WaitlistPage from './waitlist-page';

afterEach(cleanup);
beforeEach(() => {
  joinWaitlist.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const submitButton = () => screen.getByRole('button', { name: /Ativar lembrete|Ativando lembrete\.\.\./ });
const nameInput = () => screen.getByLabelText('Nome completo') as HTMLInputElement;
const emailInput = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const whatsappInput = () => screen.getByRole('textbox', { name: /WhatsApp/ }) as HTMLInputElement;

function renderPage() {
  render(
    <MemoryRouter>
      <WaitlistPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Ana Souza', email = 'Ana@Example.com', phone = '', experience = 'Sim' } = {},
) {
  await user.type(nameInput(), name);
  await user.type(emailInput(), email);
  if (phone) await user.type(whatsappInput(), phone);
  await user.click(screen.getByLabelText(experience));
}

describe('WaitlistPage', () => {
  it('shows the hero, the 15% badge and the sections of the spec', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ative o lembrete para a próxima turma' })).toBeTruthy();
    expect(screen.getByText('15% de desconto para quem está na lista')).toBeTruthy();
    expect(
      screen.getByText(
        /A última turma esgotou em 6 horas: mais de 2.000 pessoas tentaram entrar para apenas 100 vagas/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Mais de 1.000 pessoas já estão na lista/)).toBeTruthy();
    expect(screen.getByText(/economiza mais de R\$ 100/)).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'As 8 vantagens de estar na lista' }).nextElementSibling?.children,
    ).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Vantagens exclusivas' }).nextElementSibling?.children).toHaveLength(6);
  });

  it('submits once on a double click, shows "Ativando lembrete..." with fields disabled, then the success view', async () => {
    let resolve: () => void = () => {};
    joinWaitlist.mockImplementation(() => new Promise<void>((r) => (resolve = r)));
    const user = renderPage();
    await fill(user, { phone: '11987654321' });
    await user.dblClick(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Ativando lembrete...'));
    expect(joinWaitlist).toHaveBeenCalledTimes(1);
    expect(joinWaitlist).toHaveBeenCalledWith({
      name: 'Ana Souza',
      email: 'ana@example.com',
      whatsapp: '+5511987654321',
      programmingExperience: 'already_programmed',
    });
    expect(submitButton().textContent).toBe('Ativando lembrete...');
    expect(nameInput().disabled).toBe(true);
    expect(emailInput().disabled).toBe(true);
    expect(screen.getByLabelText('Sim').matches(':disabled')).toBe(true);
    resolve();
    expect(await screen.findByRole('heading', { name: 'Lembrete Ativado com Sucesso!' })).toBeTruthy();
    for (const step of ['E-mail de confirmação', 'Aviso 24h antes', 'Desconto de 15%', 'Materiais preparatórios']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    expect(screen.queryByLabelText('Nome completo')).toBeNull();
  });

  it('sends no WhatsApp when none was typed, and "Não" as want_to_learn', async () => {
    joinWaitlist.mockResolvedValue(undefined);
    const user = renderPage();
    await fill(user, { experience: 'Não' });
    await user.click(submitButton());
    await screen.findByText('Lembrete Ativado com Sucesso!');
    expect(joinWaitlist).toHaveBeenCalledWith(
      expect.objectContaining({ whatsapp: null, programmingExperience: 'want_to_learn' }),
    );
  });

  it('keeps what was typed and shows the message when joining fails, then succeeds on retry', async () => {
    joinWaitlist.mockRejectedValueOnce(
      new DataError('Ocorreu um erro ao ativar o lembrete. Por favor, tente novamente.', 'network'),
    );
    joinWaitlist.mockResolvedValueOnce(undefined);
    const user = renderPage();
    await fill(user, { phone: '11987654321' });
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ocorreu um erro ao ativar o lembrete. Por favor, tente novamente.',
    );
    expect(nameInput().value).toBe('Ana Souza');
    expect(emailInput().value).toBe('Ana@Example.com');
    expect(whatsappInput().value).toBe('(11) 98765-4321');
    expect((screen.getByLabelText('Sim') as HTMLInputElement).checked).toBe(true);
    expect(submitButton().textContent).toBe('Ativar lembrete');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('Lembrete Ativado com Sucesso!')).toBeTruthy());
    expect(joinWaitlist).toHaveBeenCalledTimes(2);
  });

  it('refuses a blank name and a too-short WhatsApp without calling the server', async () => {
    const user = renderPage();
    await fill(user, { name: '   ', phone: '1198' });
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha seu nome completo.');
    await user.clear(nameInput());
    await user.type(nameInput(), 'Ana');
    await user.click(submitButton());
    expect(await screen.findByText('Por favor, digite um número de WhatsApp válido.')).toBeTruthy();
    expect(joinWaitlist).not.toHaveBeenCalled();
    expect(whatsappInput().value).toBe('(11) 98');
  });

  it('the offer button goes back to the form with the name focused; "Voltar ao topo" scrolls up', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Quero garantir meu desconto' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(nameInput());
    await user.click(screen.getByRole('button', { name: 'Voltar ao topo' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
