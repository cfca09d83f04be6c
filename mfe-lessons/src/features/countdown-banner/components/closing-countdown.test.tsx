// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Launch } from '@funil/data-client/src/public/launches';
import {
  FALLBACK_LAUNCH_SETTINGS,
  SPEC_COUNTDOWN_TARGETS,
  toLessonsLaunchSettings,
  type LessonsLaunchSettings,
} from '../../launch-settings/launch-settings';
import { ClosingCountdown } from './closing-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The seed's launch 2: the spec's two readings (08:00 on /aulas, 07:00 at UTC-3 on the level pages).
const SETTINGS: LessonsLaunchSettings = toLessonsLaunchSettings({
  lessonsCountdownAt: '2025-09-22T08:00:00-03:00',
  levelLessonsCountdownAt: '2025-09-22T07:00:00-03:00',
  vipGroupLinkBeginner: 'https://chat.whatsapp.com/a',
  vipGroupLinkIntermediate: 'https://chat.whatsapp.com/b',
  lessonsGroupChatLink: 'https://chat.whatsapp.com/c',
} as Partial<Launch> as Launch);

function shown(): string[] {
  return Array.from(document.querySelectorAll('[data-unit]')).map((el) => `${el.getAttribute('data-unit')} ${el.textContent}`);
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

  it('ticks every second, then stops at the target and keeps its last values', () => {
    vi.useFakeTimers({ now: new Date('2025-09-22T09:59:57Z') });
    render(<ClosingCountdown page="levels" settings={SETTINGS} />);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 03']);
    tick(1000);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 02']);
    tick(1000);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 01']);
    tick(1000);
    tick(60_000);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 01']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opened after the target it shows zeros and does not tick', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    render(<ClosingCountdown page="lessons" settings={SETTINGS} />);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 00', 'Segundos 00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('without launch settings uses the spec readings: 2025-09-22T08:00:00 (local time) and 07:00 at UTC-3', () => {
    expect(FALLBACK_LAUNCH_SETTINGS.lessonsCountdownTarget).toBe(SPEC_COUNTDOWN_TARGETS.lessons);
    vi.useFakeTimers({ now: new Date(2025, 8, 22, 7, 59, 0) });
    render(<ClosingCountdown page="lessons" settings={FALLBACK_LAUNCH_SETTINGS} />);
    expect(shown()).toEqual(['Dias 00', 'Horas 00', 'Minutos 01', 'Segundos 00']);
    cleanup();
    vi.setSystemTime(new Date('2025-09-22T09:00:00Z'));
    render(<ClosingCountdown page="levels" settings={FALLBACK_LAUNCH_SETTINGS} />);
    expect(shown()).toEqual(['Dias 00', 'Horas 01', 'Minutos 00', 'Segundos 00']);
  });
});
