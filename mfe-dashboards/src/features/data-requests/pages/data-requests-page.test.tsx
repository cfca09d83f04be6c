// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@funil/data-client/errors';

type DataRequestsModule = typeof import('@funil/data-client/staff/data-requests');
const findSubjectRecords = vi.fn<DataRequestsModule['findSubjectRecords']>();
vi.mock('@funil/data-client/staff/data-requests', async (original) => ({
  ...(await original<DataRequestsModule>()),
  findSubjectRecords: (...a: Parameters<DataRequestsModule['findSubjectRecords']>) => findSubjectRecords(...a),
  fetchDataRequestAudit: async () => [],
}));

const real = await vi.importActual<DataRequestsModule>('@funil/data-client/staff/data-requests');
const { DataRequests } = await import('./data-requests-page');

afterEach(cleanup);
beforeEach(() => findSubjectRecords.mockReset());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DataRequests />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('DataRequests', () => {
  it("words data-client's refusal of a search with neither an e-mail nor a phone", async () => {
    // The real check: it refuses before any call to the server.
    findSubjectRecords.mockImplementationOnce((query) => real.findSubjectRecords(query));
    const user = renderPage();
    await user.type(screen.getByLabelText('Telefone (com DDD)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Buscar registros' }));
    expect(await screen.findByText('Informe um e-mail ou um telefone (com DDD).')).toBeTruthy();
  });

  it("shows the server's validation message as is, and the generic text for any other failure", async () => {
    findSubjectRecords.mockRejectedValueOnce(new DataError('Telefone inválido.', 'invalid'));
    const user = renderPage();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Buscar registros' }));
    expect(await screen.findByText('Telefone inválido.')).toBeTruthy();

    findSubjectRecords.mockRejectedValueOnce(new DataError('erro ao buscar os dados do titular', 'unknown'));
    await user.click(screen.getByRole('button', { name: 'Buscar registros' }));
    expect(await screen.findByText('Erro ao carregar dados. Tente novamente.')).toBeTruthy();
    expect(screen.queryByText(/erro ao buscar/)).toBeNull();
  });
});
