// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyAccess } from '../../survey/api/survey-access';

const loadSurveyAccess = vi.fn();
vi.mock('../../survey/api/survey-access', () => ({ loadSurveyAccess: (...args: unknown[]) => loadSurveyAccess(...args) }));

import ThankYouPage from '../pages/thank-you-page';
import ThankYou2Page from '../pages/thank-you-2-page';

const access: SurveyAccess = {
  firstName: 'Paula',
  track: 'intermediaria',
  hasAnswered: false,
  groupUrl: 'https://chat.whatsapp.com/experientes',
  launch: {
    lancamento: 2,
    eventStart: new Date('2025-09-15T23:00:00Z'),
    eventEnd: new Date('2025-09-16T00:30:00Z'),
    eventDateLabel: '15 de Setembro, 2025 às 08:00',
    groupLinks: { intermediaria: 'https://chat.whatsapp.com/experientes', iniciante: 'https://chat.whatsapp.com/iniciantes' },
  },
};

afterEach(cleanup);
beforeEach(() => loadSurveyAccess.mockReset().mockResolvedValue(access));

function renderPage(page: 'obrigado' | 'obrigado-2') {
  render(
    <MemoryRouter initialEntries={[`/inscricao/${page}?data=tok`]}>
      <Routes>
        <Route path="/inscricao/obrigado" element={<ThankYouPage />} />
        <Route path="/inscricao/obrigado-2" element={<ThankYou2Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('thank-you pages', () => {
  it('experienced track: 90% bar, survey, group link of the track, calendar from the launch, three-day schedule', async () => {
    renderPage('obrigado');
    expect(await screen.findByText('Paula, sua inscrição foi recebida')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Parabéns! Falta só um passo' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sua inscrição está 90% concluída' }).getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByRole('region', { name: 'Pesquisa Rápida' })).toBeTruthy();
    expect(screen.getByText('Pergunta 1 de 7')).toBeTruthy();
    const group = within(screen.getByRole('region', { name: 'Por que entrar no grupo?' }));
    const join = group.getByRole('link', { name: /Entrar no grupo do WhatsApp/ });
    expect(join.getAttribute('href')).toBe('https://chat.whatsapp.com/experientes');
    expect(join.getAttribute('target')).toBe('_blank');
    const calendar = new URL(group.getByRole('link', { name: /Adicionar à agenda/ }).getAttribute('href')!);
    expect(calendar.searchParams.get('dates')).toBe('20250915T230000Z/20250916T003000Z');
    const schedule = within(screen.getByRole('region', { name: 'Programação das aulas' }));
    expect(schedule.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Java moderno na prática',
      'Back-end com Spring Boot',
      'Do projeto à vaga',
    ]);
    expect(schedule.getByText('Início: 15 de Setembro, 2025 às 08:00')).toBeTruthy();
  });

  it('beginner track: beginner wording, beginner group link and topics', async () => {
    renderPage('obrigado-2');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Você está começando/)).toBeTruthy();
    const group = within(screen.getByRole('region', { name: 'Por que entrar no grupo?' }));
    expect(group.getByRole('link', { name: /Entrar no grupo do WhatsApp/ }).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/iniciantes',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Seus primeiros passos em Java' })).toBeTruthy();
  });
});
