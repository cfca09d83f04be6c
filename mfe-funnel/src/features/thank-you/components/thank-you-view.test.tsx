// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyAccess } from '../../shared/survey/api/survey-access';

const loadSurveyAccess = vi.fn();
vi.mock('../../shared/survey/api/survey-access', () => ({
  loadSurveyAccess: (...args: unknown[]) => loadSurveyAccess(...args),
}));

import ThankYouPage from '../pages/thank-you-page';
import ThankYou2Page from '../pages/thank-you-2-page';

const access: SurveyAccess = {
  firstName: 'Paula',
  track: 'intermediaria',
  hasAnswered: false,
  groupUrl: 'https://chat.whatsapp.com/experientes',
  attendanceToken: 'tokenDePresencaDaPaula1234567890',
  launch: {
    lancamento: 2,
    classes: [],
    eventStart: new Date('2025-09-15T23:00:00Z'),
    eventEnd: new Date('2025-09-16T00:30:00Z'),
    eventDateLabel: '15 de Setembro, 2025 às 08:00',
    groupLinks: {
      intermediaria: 'https://chat.whatsapp.com/experientes',
      iniciante: 'https://chat.whatsapp.com/iniciantes',
    },
    dates: {
      eventStartsAt: '2025-09-15T23:00:00Z',
      eventEndsAt: '2025-09-16T00:30:00Z',
      cartOpensAt: '2025-09-22T10:00:00Z',
      registrationDeadline: '2025-09-23T02:59:59Z',
    },
  },
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  loadSurveyAccess.mockReset().mockResolvedValue(access);
  // Before the launch's event (only the clock is faked: the page's promises and timers run as usual).
  vi.useFakeTimers({ now: new Date('2025-09-10T12:00:00Z'), toFake: ['Date'] });
});

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
    expect(
      screen.getByRole('progressbar', { name: 'Sua inscrição está 90% concluída' }).getAttribute('aria-valuenow'),
    ).toBe('90');
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

  it('once the event has started: no calendar, no upcoming date, an invitation to the waiting list', async () => {
    for (const [now, notice] of [
      ['2025-09-15T23:30:00Z', 'A Semana Java desta turma já começou e as inscrições estão encerradas.'],
      ['2025-09-18T12:00:00Z', 'As aulas ao vivo desta turma já aconteceram e as inscrições estão encerradas.'],
      ['2025-09-22T12:00:00Z', 'As aulas ao vivo desta turma já aconteceram e as vagas do curso estão abertas.'],
      ['2025-09-24T12:00:00Z', 'Esta turma da Semana Java foi encerrada.'],
    ] as const) {
      vi.setSystemTime(new Date(now));
      renderPage('obrigado');
      const schedule = within(await screen.findByRole('region', { name: 'Programação das aulas' }));
      expect(schedule.getByText(notice)).toBeTruthy();
      expect(schedule.queryByText(/Início:/)).toBeNull();
      expect(screen.queryByRole('link', { name: /Adicionar à agenda/ })).toBeNull();
      const invite = within(screen.getByRole('region', { name: 'Ative o lembrete para a próxima turma' }));
      expect(invite.getByRole('link', { name: 'Entrar na lista de espera' }).getAttribute('href')).toBe(
        '/lista-espera',
      );
      // The group link stays: the lead is registered.
      expect(screen.getByRole('link', { name: /Entrar no grupo do WhatsApp/ })).toBeTruthy();
      cleanup();
    }
  });

  it("with the launch's classes: their titles and dates in the schedule, the calendar repeats for each", async () => {
    loadSurveyAccess.mockResolvedValue({
      ...access,
      launch: {
        ...access.launch,
        classes: [
          { id: 41, title: 'Aula 1: Java moderno', start: new Date('2025-09-15T23:00:00Z') },
          { id: 42, title: 'Aula 2: Spring Boot', start: new Date('2025-09-16T23:00:00Z') },
          { id: 43, title: 'Aula 3: A vaga', start: new Date('2025-09-17T23:00:00Z') },
        ],
      },
    });
    renderPage('obrigado');
    const schedule = within(await screen.findByRole('region', { name: 'Programação das aulas' }));
    expect(schedule.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Aula 1: Java moderno',
      'Aula 2: Spring Boot',
      'Aula 3: A vaga',
    ]);
    expect(schedule.getByText('Dia 2 · terça-feira, 16 de setembro às 20:00')).toBeTruthy();
    expect(schedule.getByText('Início: segunda-feira, 15 de setembro às 20:00')).toBeTruthy();
    // The track's topics stay under each class.
    expect(schedule.getByText('API REST do zero com Spring Boot')).toBeTruthy();
    const calendar = new URL(screen.getByRole('link', { name: /Adicionar à agenda/ }).getAttribute('href')!);
    expect(calendar.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;INTERVAL=1;COUNT=3');
    // Each class links to its class page with the lead's attendance token.
    expect(schedule.getAllByRole('link', { name: /Página da aula/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/aula?aula=41#t=tokenDePresencaDaPaula1234567890',
      '/aula?aula=42#t=tokenDePresencaDaPaula1234567890',
      '/aula?aula=43#t=tokenDePresencaDaPaula1234567890',
    ]);
  });

  it('beginner track: beginner wording, beginner group link and topics', async () => {
    renderPage('obrigado-2');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Você está começando/)).toBeTruthy();
    const group = within(await screen.findByRole('region', { name: 'Por que entrar no grupo?' }));
    expect(group.getByRole('link', { name: /Entrar no grupo do WhatsApp/ }).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/iniciantes',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Seus primeiros passos em Java' })).toBeTruthy();
  });
});
