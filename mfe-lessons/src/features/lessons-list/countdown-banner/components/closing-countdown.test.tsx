// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Launch } from '@funil/data-client/public/launches';
import {
  FALLBACK_LAUNCH_SETTINGS,
  toLessonsLaunchSettings,
  type LessonsLaunchSettings,
} from '../../launch-settings/launch-settings';
import { ClosingCountdown } from './closing-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// A launch like the spec's: lessons close at 08:00 on /aulas and 07:00 on the level pages (UTC-3), the day the cart
// opens (07:00), checkout deadline that day at 23:59:59.
const SETTINGS: LessonsLaunchSettings = toLessonsLaunchSettings({
  lessonsCountdownAt: '2025-09-22T08:00:00-03:00',
  levelLessonsCountdownAt: '2025-09-22T07:00:00-03:00',
  eventStartsAt: '2025-09-15T20:00:00-03:00',
  eventEndsAt: '2025-09-15T21:30:00-03:00',
  cartOpensAt: '2025-09-22T07:00:00-03:00',
  registrationDeadline: '2025-09-22T23:59:59-03:00',
  vipGroupLinkBeginner: 'https://chat.whatsapp.com/a',
  vipGroupLinkIntermediate: 'https://chat.whatsapp.com/b',
  lessonsGroupChatLink: 'https://chat.whatsapp.com/c',
} as Partial<Launch> as Launch);

function shown(): string[] {
  return Array.from(document.querySelectorAll('[data-unit]')).map(
    (el) => `${el.getAttribute('data-unit')} ${el.textContent}`,
  );
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ClosingCountdown', () => {
  it('shows the title, the four units and the closing note', () => {
    vi.useFakeTimers({ now: new Date('2025-09-20T11:00:00Z') });
    render(<ClosingCountdown page="lessons" settings={SETTINGS} />);
    expect(screen.getByRole('heading', { name: 'Tempo Restante para o Encerramento' })).toBeTruthy();
    expect(shown()).toEqual(['Dias 02', 'Horas 00', 'Minutos 00', 'Segundos 00']);
    expect(screen.getByText(/acesso às aulas gratuitas será encerrado/)).toBeTruthy();
  });

  it('keeps the two targets apart: /aulas counts to 08:00 at UTC-3, the level pages to 07:00 at UTC-3', () => {
    vi.useFakeTimers({ now: new Date('2025-09-21T09:30:00Z') });
    render(<ClosingCountdown page="lessons" settings={SETTINGS} />);
    expect(shown()).toEqual(['Dias 01', 'Horas 01', 'Minutos 30', 'Segundos 00']);
    cleanup();
    render(<ClosingCountdown page="levels" settings={SETTINGS} />);
    expect(shown()).toEqual(['Dias 01', 'Horas 00', 'Minutos 30', 'Segundos 00']);
  });

  it('ticks every second; at zero the closing message and the next step replace it', () => {
    vi.useFakeTimers({ now: new Date('2025-09-22T09:59:57Z') });
    render(<ClosingCountdown page="levels" settings={SETTINGS} />);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 03']);
    tick(1000);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 02']);
    tick(1000);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 01']);
    tick(1000);
    expect(shown()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'O acesso às aulas gratuitas foi encerrado' })).toBeTruthy();
    // The cart opened at the same moment: the next step is the sales page.
    expect(screen.getByRole('link', { name: 'Garantir minha vaga' }).getAttribute('href')).toBe('/launch');
  });

  it('opened after the target: no zeros, the next step of the phase (cart open, then the waiting list)', () => {
    vi.useFakeTimers({ now: new Date('2025-09-22T12:00:00Z') });
    render(<ClosingCountdown page="lessons" settings={SETTINGS} />);
    expect(shown()).toEqual([]);
    expect(screen.getByText('As vagas do curso completo estão abertas.')).toBeTruthy();
    // The next change is the deadline: the page moves on by itself.
    tick(15 * 3_600_000);
    expect(screen.getByText('As vagas desta turma foram encerradas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ative o lembrete para a próxima turma' }).getAttribute('href')).toBe(
      '/lista-espera',
    );
  });

  it('a countdown that closes before the cart opens points to the offer', () => {
    vi.useFakeTimers({ now: new Date('2025-09-20T12:00:00Z') });
    render(
      <ClosingCountdown
        page="lessons"
        settings={{ ...SETTINGS, lessonsCountdownTarget: '2025-09-19T08:00:00-03:00' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ver a oferta' }).getAttribute('href')).toBe('/oferta');
  });

  it('without launch settings shows no countdown (no fixed date that could be past)', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const { container } = render(<ClosingCountdown page="lessons" settings={FALLBACK_LAUNCH_SETTINGS} />);
    expect(container.innerHTML).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
