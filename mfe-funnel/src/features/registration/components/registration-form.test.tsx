// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const submitRegistration = vi.fn();
vi.mock('../api/submit-registration', async (original) => ({
  ...(await original<typeof import('../api/submit-registration')>()),
  submitRegistration: (...args: unknown[]) => submitRegistration(...args),
}));

import { DataError } from '@funil/data-client/errors';
import { RegistrationForm } from './registration-form';

afterEach(cleanup);
beforeEach(() => submitRegistration.mockReset());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/inscricao']}>
      <Routes>
        <Route path="/inscricao" element={<RegistrationForm />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const submitButton = () => screen.getByRole('button', { name: /Quero participar gratuitamente|Processando\.\.\./ });
const nameInput = () => screen.getByLabelText('Nome completo') as HTMLInputElement;
const emailInput = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const whatsappInput = () => screen.getByRole('textbox', { name: /WhatsApp/ }) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>, experience = 'Não, quero aprender') {
  await user.type(nameInput(), 'Maria Silva');
  await user.type(emailInput(), 'Maria@Example.com');
  await user.click(screen.getByLabelText(experience));
  await user.type(whatsappInput(), '11987654321');
}

describe('RegistrationForm', () => {
  it('shows each validation message in the spec order and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha seu nome completo.');
    expect(document.activeElement).toBe(nameInput());

    await user.type(nameInput(), 'Maria');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha seu e-mail.');

    await user.type(emailInput(), 'maria@example.com');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, selecione sua experiência em programação.');

    await user.click(screen.getByLabelText('Sim, já programei'));
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, digite um número de WhatsApp válido.');

    await user.type(whatsappInput(), '1198');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, digite um número de WhatsApp válido.');
    expect(submitRegistration).not.toHaveBeenCalled();
    expect(nameInput().value).toBe('Maria');
    expect(emailInput().value).toBe('maria@example.com');
    expect((screen.getByLabelText('Sim, já programei') as HTMLInputElement).checked).toBe(true);
  });

  it('checks the name before an e-mail of the wrong format (no browser check jumping the spec order)', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(emailInput(), 'maria');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha seu nome completo.');
    await user.type(nameInput(), 'Maria');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Por favor, informe um e-mail válido.'));
    expect(document.activeElement).toBe(emailInput());
    expect(submitRegistration).not.toHaveBeenCalled();
  });

  it("disables the fields while 'Processando...' and sends one request however many clicks", async () => {
    const user = userEvent.setup();
    let resolve!: (value: { token: string; track: string }) => void;
    submitRegistration.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    await fillValid(user);
    await user.dblClick(submitButton());
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Processando...'));
    await user.click(submitButton());
    expect(submitRegistration).toHaveBeenCalledTimes(1);
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(nameInput().disabled).toBe(true);
    expect(emailInput().disabled).toBe(true);
    expect(whatsappInput().disabled).toBe(true);
    expect(screen.getByLabelText('Não, quero aprender').matches(':disabled')).toBe(true);
    const sent = submitRegistration.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Maria Silva', email: 'Maria@Example.com', experience: 'want_to_learn' });
    expect((sent.country as { dial: string }).dial).toMatch(/55$/);
    await act(async () => resolve({ token: 'tok_123', track: 'iniciante' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/inscricao/obrigado-2?data=tok_123'));
  });

  it('sends people who already programmed to /inscricao/obrigado', async () => {
    const user = userEvent.setup();
    submitRegistration.mockResolvedValue({ token: 'tok_abc', track: 'intermediaria' });
    renderForm();
    await fillValid(user, 'Sim, já programei');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/inscricao/obrigado?data=tok_abc'));
  });

  it("shows the spec's failure message, keeps the values and lets the visitor try again", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submitRegistration.mockRejectedValueOnce(new Error('network down'));
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Ocorreu um erro ao realizar sua inscrição. Por favor, tente novamente.',
    );
    expect(nameInput().value).toBe('Maria Silva');
    expect(nameInput().disabled).toBe(false);
    expect(whatsappInput().value).not.toBe('');
    submitRegistration.mockResolvedValueOnce({ token: 't2', track: 'iniciante' });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/inscricao/obrigado-2?data=t2'));
    expect(submitRegistration).toHaveBeenCalledTimes(2);
  });

  it('says "Muitas tentativas" when the server answers 429, keeping what was typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submitRegistration.mockRejectedValueOnce(
      new DataError('Muitas tentativas. Aguarde alguns minutos e tente novamente.', 'rate_limited'),
    );
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    expect(nameInput().value).toBe('Maria Silva');
    expect(emailInput().value).toBe('Maria@Example.com');
    expect(whatsappInput().value).not.toBe('');
  });

  it('is usable in the pre-rendered markup (the shell adopts what is typed at takeover), +55 shown, and live as well', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/inscricao']}>
        <RegistrationForm />
      </MemoryRouter>,
    );
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    const controls = [...prerendered.querySelectorAll('input, button, fieldset')];
    expect(controls.length).toBeGreaterThanOrEqual(7);
    for (const control of controls)
      expect([control.outerHTML.slice(0, 60), control.matches(':disabled')]).toEqual([
        control.outerHTML.slice(0, 60),
        false,
      ]);
    expect(prerendered.querySelector('button[aria-haspopup="listbox"]')?.textContent).toContain('+55');
    expect(prerendered.textContent).toContain('Quero participar gratuitamente');
    expect(prerendered.textContent).not.toContain('Processando...');

    renderForm();
    expect(nameInput().disabled).toBe(false);
    expect(emailInput().disabled).toBe(false);
    expect(whatsappInput().disabled).toBe(false);
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Política de Privacidade' })).toHaveProperty('disabled', false);
  });
});
