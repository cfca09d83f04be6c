// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@funil/data-client/errors';

const saveLaunchPlatformFee = vi.fn();
vi.mock('@funil/data-client/staff/launch-platform-fee', () => ({
  fetchLaunchPlatformFees: async () => [{ lancamento: 3, platform_fee_percent: 9.9, platform_fee_fixed: 1 }],
  saveLaunchPlatformFee: (...a: unknown[]) => saveLaunchPlatformFee(...a),
}));

import { PlatformFeePanel } from './platform-fee-panel';

afterEach(cleanup);

async function saveFailingWith(error: DataError) {
  saveLaunchPlatformFee.mockRejectedValueOnce(error);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlatformFeePanel lancamento={3} />
    </QueryClientProvider>,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Salvar taxa' }));
}

describe('PlatformFeePanel', () => {
  it("shows the server's validation message of a refused fee as is", async () => {
    await saveFailingWith(new DataError('Taxa percentual inválida.', 'invalid'));
    expect(await screen.findByText('Taxa percentual inválida.')).toBeTruthy();
  });

  it("shows the panel's failure text for any other failure, never the error's log message", async () => {
    await saveFailingWith(new DataError('erro ao salvar a taxa da plataforma', 'network'));
    expect(await screen.findByText('Erro ao salvar a taxa da plataforma. Tente novamente.')).toBeTruthy();
    expect(screen.queryByText('erro ao salvar a taxa da plataforma')).toBeNull();
  });
});
