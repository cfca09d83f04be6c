// @vitest-environment jsdom
import { DataError } from '@funil/data-client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const submitSurvey = vi.fn();
vi.mock('../api/submit-survey', () => ({ submitSurvey: (...args: unknown[]) => submitSurvey(...args) }));

import { SurveyWizard } from './survey-wizard';

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);
beforeEach(() => submitSurvey.mockReset());

const back = () => screen.getByRole('button', { name: 'Voltar' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: /^(Próxima|Finalizar|Enviando\.\.\.)$/ }) as HTMLButtonElement;

async function answerSelects(user: ReturnType<typeof userEvent.setup>) {
  for (const label of [
    'Já estudei lógica de programação',
    'Falta de prática com projetos reais',
    'Trabalhar de forma remota',
    'Falta de tempo',
    'Até R$ 3.000',
    'YouTube',
  ]) {
    await user.click(screen.getByRole('button', { name: label }));
  }
}

describe('SurveyWizard', () => {
  it('auto-advances on choices, with Back disabled on step 1 and Next disabled until answered', async () => {
    const user = userEvent.setup();
    render(<SurveyWizard token="tok" groupUrl="https://chat.whatsapp.com/x" />);
    expect(screen.getByText('Pergunta 1 de 7')).toBeTruthy();
    expect(back().disabled).toBe(true);
    expect(next().disabled).toBe(true);
    expect(next().textContent).toBe('Próxima');
    await user.click(screen.getByRole('button', { name: 'Nunca tive contato com programação' }));
    expect(screen.getByText('Pergunta 2 de 7')).toBeTruthy();
    expect(screen.getByText('Qual é a sua maior dificuldade hoje?')).toBeTruthy();
    expect(back().disabled).toBe(false);
    expect(next().disabled).toBe(true);
    await user.click(back());
    expect(screen.getByText('Pergunta 1 de 7')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Nunca tive contato com programação' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(next().disabled).toBe(false);
    await user.click(next());
    expect(screen.getByText('Pergunta 2 de 7')).toBeTruthy();
  });

  it('shows Finalizar on the last step, saves the seven answers once and shows the thank-you with the group link', async () => {
    const user = userEvent.setup();
    submitSurvey.mockResolvedValue(undefined);
    render(<SurveyWizard token="tok" groupUrl="https://chat.whatsapp.com/x" />);
    await answerSelects(user);
    expect(screen.getByText('Pergunta 7 de 7')).toBeTruthy();
    expect(next().textContent).toBe('Finalizar');
    expect(next().disabled).toBe(true);
    const dream = screen.getByLabelText('Qual seria o seu maior sonho realizado com Java?');
    await user.type(dream, '   ');
    expect(next().disabled).toBe(true);
    await user.type(dream, 'Ser dev Java ');
    await user.dblClick(next());
    expect(submitSurvey).toHaveBeenCalledTimes(1);
    expect(submitSurvey).toHaveBeenCalledWith('tok', {
      experiencia_programacao: 'estudei_logica',
      maior_dificuldade: 'falta_pratica',
      atracao_carreira: 'trabalho_remoto',
      fator_bloqueio: 'falta_tempo',
      faixa_salarial: 'ate_3000',
      consumo_conteudo: 'youtube',
      sonho_realizado: '   Ser dev Java ',
    });
    expect(await screen.findByText('Obrigado por responder!')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Entrar no grupo do WhatsApp/ });
    expect(link.getAttribute('href')).toBe('https://chat.whatsapp.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByText(/Pergunta \d de 7/)).toBeNull();
  });

  it('shows the save error, keeps the answers and saves on a second try', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submitSurvey.mockRejectedValueOnce(new DataError('erro ao salvar respostas', 'network'));
    render(<SurveyWizard token="tok" groupUrl={null} />);
    await answerSelects(user);
    await user.type(screen.getByLabelText('Qual seria o seu maior sonho realizado com Java?'), 'Meu sonho');
    await user.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao salvar suas respostas: sem conexão com o servidor',
    );
    expect(
      (screen.getByLabelText('Qual seria o seu maior sonho realizado com Java?') as HTMLTextAreaElement).value,
    ).toBe('Meu sonho');
    submitSurvey.mockResolvedValueOnce(undefined);
    await user.click(next());
    expect(await screen.findByText('Obrigado por responder!')).toBeTruthy();
    expect(submitSurvey).toHaveBeenCalledTimes(2);
  });

  it("falls back to 'Erro ao processar o formulário' for an error without a message", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submitSurvey.mockRejectedValueOnce('boom');
    render(<SurveyWizard token="tok" groupUrl={null} />);
    await answerSelects(user);
    await user.type(screen.getByLabelText('Qual seria o seu maior sonho realizado com Java?'), 'x');
    await user.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao processar o formulário');
  });
});
