// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyAccessStatus } from './survey-access-status';

afterEach(cleanup);

describe('SurveyAccessStatus', () => {
  it("shows 'Carregando...' while the token is checked", () => {
    render(<SurveyAccessStatus state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it("shows the check's message with the spec's 'Tentar Novamente' button, which retries", async () => {
    const retry = vi.fn();
    render(
      <SurveyAccessStatus
        state={{ status: 'error', message: 'Erro ao verificar sua inscrição: sem conexão com o servidor', retry }}
      />,
    );
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      'Erro ao verificar sua inscrição: sem conexão com o servidor',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
