// @vitest-environment jsdom
import { DataError } from '@funil/data-client/errors';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadSurveyAccess = vi.fn();
vi.mock('../api/survey-access', () => ({ loadSurveyAccess: (...args: unknown[]) => loadSurveyAccess(...args) }));

import { useSurveyAccess } from './use-survey-access';
import { surveyAccessErrorText } from '../components/survey-access-status';

afterEach(cleanup);
beforeEach(() => {
  loadSurveyAccess.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function Probe() {
  const state = useSurveyAccess();
  return (
    <p data-testid="state">
      {state.status}
      {state.status === 'success' && ` ${state.data.token} ${state.data.access.firstName}`}
      {state.status === 'error' && surveyAccessErrorText(state.error)}
      {state.status === 'error' && (
        <button type="button" onClick={state.retry}>
          retry
        </button>
      )}
    </p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/inscricao', element: <p data-testid="state">landing</p> },
      { path: '/pesquisa', element: <Probe /> },
    ],
    { initialEntries: ['/privacy-policy', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSurveyAccess', () => {
  it('replaces a page without data with /inscricao', async () => {
    const router = renderAt('/pesquisa');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('landing'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(loadSurveyAccess).not.toHaveBeenCalled();
  });

  it('replaces a page with an unknown token with /inscricao', async () => {
    loadSurveyAccess.mockResolvedValue(null);
    const router = renderAt('/pesquisa?data=desconhecido');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('landing'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(loadSurveyAccess).toHaveBeenCalledWith('desconhecido');
  });

  it('is ready with the lead for a known token', async () => {
    loadSurveyAccess.mockResolvedValue({
      firstName: 'Ana',
      track: 'iniciante',
      hasAnswered: false,
      groupUrl: 'x',
      launch: {},
    });
    renderAt('/pesquisa?data=tok123');
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('success tok123 Ana'));
  });

  it('shows an error with a retry (not a redirect) when the check fails', async () => {
    loadSurveyAccess.mockRejectedValueOnce(new DataError('erro ao verificar a inscrição', 'network'));
    loadSurveyAccess.mockResolvedValueOnce({
      firstName: 'Ana',
      track: 'iniciante',
      hasAnswered: false,
      groupUrl: 'x',
      launch: {},
    });
    renderAt('/pesquisa?data=tok123');
    await waitFor(() =>
      expect(screen.getByTestId('state').textContent).toBe(
        'errorErro ao verificar sua inscrição: sem conexão com o servidorretry',
      ),
    );
    screen.getByRole('button', { name: 'retry' }).click();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('success tok123 Ana'));
  });
});
