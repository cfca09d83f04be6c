// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@funil/data-client/errors';

const fetchStaffLaunchClasses = vi.fn();
const saveLaunchClasses = vi.fn();
vi.mock('@funil/data-client/staff/launch-classes', () => ({
  fetchStaffLaunchClasses: (...a: unknown[]) => fetchStaffLaunchClasses(...a),
  saveLaunchClasses: (...a: unknown[]) => saveLaunchClasses(...a),
}));
const { LaunchClassesEditor } = await import('./launch-classes-editor');

function renderEditor() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LaunchClassesEditor lancamento={2} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  fetchStaffLaunchClasses.mockReset();
  saveLaunchClasses.mockReset();
});

describe('LaunchClassesEditor', () => {
  it('shows the classes in Brasília time, adds one and saves the list in order', async () => {
    fetchStaffLaunchClasses.mockResolvedValue([
      { id: 8, position: 1, title: 'Aula 1', starts_at: '2026-12-01T23:00:00Z', live_url: 'https://live.example/1' },
    ]);
    saveLaunchClasses.mockImplementation(async (_n: number, list: { title: string }[]) =>
      list.map((c, i) => ({
        id: 8 + i,
        position: i + 1,
        title: c.title,
        starts_at: '2026-12-01T23:00:00Z',
        live_url: null,
      })),
    );
    renderEditor();
    expect(((await screen.findByLabelText('Início da aula 1 (horário de Brasília)')) as HTMLInputElement).value).toBe(
      '2026-12-01T20:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar aula' }));
    await userEvent.type(screen.getByLabelText('Título da aula 2'), 'Aula 2');
    await userEvent.type(screen.getByLabelText('Início da aula 2 (horário de Brasília)'), '2026-12-02T20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar aulas' }));
    await waitFor(() =>
      expect(saveLaunchClasses).toHaveBeenCalledWith(2, [
        { id: 8, title: 'Aula 1', starts_at: '2026-12-01T20:00:00-03:00', live_url: 'https://live.example/1' },
        { id: null, title: 'Aula 2', starts_at: '2026-12-02T20:00:00-03:00', live_url: null },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Aulas salvas.');
  });

  it('asks for title and date before saving, and shows the database refusal', async () => {
    fetchStaffLaunchClasses.mockResolvedValue([]);
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar aula' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar aulas' }));
    expect(screen.getByRole('alert').textContent).toBe('Preencha o título e a data de cada aula.');
    expect(saveLaunchClasses).not.toHaveBeenCalled();

    saveLaunchClasses.mockRejectedValue(
      new DataError('Link inválido: use um endereço http:// ou https://.', 'invalid'),
    );
    await userEvent.type(screen.getByLabelText('Título da aula 1'), 'A');
    await userEvent.type(screen.getByLabelText('Início da aula 1 (horário de Brasília)'), '2026-12-02T20:00');
    await userEvent.type(screen.getByLabelText('Link da transmissão da aula 1 (opcional)'), 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar aulas' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Link inválido: use um endereço http:// ou https://.'),
    );
  });
});
