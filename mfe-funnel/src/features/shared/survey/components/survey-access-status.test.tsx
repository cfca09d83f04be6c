// @vitest-environment jsdom
import { DataError } from '@funil/data-client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyAccessStatus } from './survey-access-status';
import { SURVEY_FALLBACK_ERROR } from '../survey-messages';

afterEach(cleanup);

describe('SurveyAccessStatus', () => {
  it("shows 'Carregando...' while the token is checked", () => {
    render(<SurveyAccessStatus state={{ status: 'loading', retry: vi.fn() }} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it("shows the check's message with the spec's 'Tentar Novamente' button, which retries", async () => {
    const retry = vi.fn();
    render(
      <SurveyAccessStatus
        state={{
          status: 'error',
          error: new DataError('erro ao verificar a inscrição', 'network'),
          retry,
        }}
      />,
    );
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      'Erro ao verificar sua inscrição: sem conexão com o servidor',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback message for an error without one', () => {
    render(<SurveyAccessStatus state={{ status: 'error', error: 'desconhecido', retry: vi.fn() }} />);
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(SURVEY_FALLBACK_ERROR);
  });
});
