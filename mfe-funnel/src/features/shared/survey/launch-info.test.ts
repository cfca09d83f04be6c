import { describe, expect, it } from 'vitest';
import {
  buildCalendarUrl,
  classesRecurrence,
  formatClassDate,
  launchCalendarEvent,
  type LaunchInfo,
} from './launch-info';

const launch: LaunchInfo = {
  lancamento: 2,
  classes: [],
  eventStart: new Date('2025-09-15T23:00:00Z'),
  eventEnd: new Date('2025-09-16T00:30:00Z'),
  eventDateLabel: '15 de Setembro, 2025 às 08:00',
  groupLinks: { iniciante: 'https://chat.whatsapp.com/a', intermediaria: 'https://chat.whatsapp.com/b' },
  dates: {
    eventStartsAt: '2025-09-15T23:00:00Z',
    eventEndsAt: '2025-09-16T00:30:00Z',
    cartOpensAt: '2025-09-22T10:00:00Z',
    registrationDeadline: '2025-09-23T02:59:59Z',
  },
};

describe('calendar link', () => {
  it("is built from the launch's event start and end (not a fixed date)", () => {
    const url = new URL(buildCalendarUrl(launchCalendarEvent(launch, 'https://semanajava.com.br/inscricao')));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250915T230000Z/20250916T003000Z');
    expect(url.searchParams.get('text')).toBe('Semana Java — aulas ao vivo');
    expect(url.searchParams.get('location')).toBe('https://semanajava.com.br/inscricao');
    expect(url.searchParams.get('details')).toContain('Primeira aula: segunda-feira, 15 de setembro às 20:00');
  });

  it('follows another launch', () => {
    const next = {
      ...launch,
      eventStart: new Date('2026-03-02T23:00:00Z'),
      eventEnd: new Date('2026-03-03T00:00:00Z'),
    };
    const url = new URL(buildCalendarUrl(launchCalendarEvent(next, 'x')));
    expect(url.searchParams.get('dates')).toBe('20260302T230000Z/20260303T000000Z');
  });

  it('with classes a day apart: the first class repeated once a day for every class', () => {
    const withClasses: LaunchInfo = {
      ...launch,
      classes: [
        { id: 41, title: 'Aula 1', start: new Date('2025-09-15T23:00:00Z') },
        { id: 42, title: 'Aula 2', start: new Date('2025-09-16T23:00:00Z') },
        { id: 43, title: 'Aula 3', start: new Date('2025-09-17T23:00:00Z') },
      ],
    };
    const url = new URL(buildCalendarUrl(launchCalendarEvent(withClasses, 'x')));
    expect(url.searchParams.get('dates')).toBe('20250915T230000Z/20250916T003000Z');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;INTERVAL=1;COUNT=3');
    expect(url.searchParams.get('details')).toContain('• terça-feira, 16 de setembro às 20:00: Aula 2');
  });

  it('with irregular classes: the first class only, every class in the details', () => {
    const irregular: LaunchInfo = {
      ...launch,
      classes: [
        { id: 44, title: 'Aula 1', start: new Date('2025-09-15T23:00:00Z') },
        { id: 45, title: 'Aula 2', start: new Date('2025-09-17T23:00:00Z') },
        { id: 46, title: 'Aula 3', start: new Date('2025-09-18T23:00:00Z') },
      ],
    };
    expect(classesRecurrence(irregular.classes)).toBeUndefined();
    const url = new URL(buildCalendarUrl(launchCalendarEvent(irregular, 'x')));
    expect(url.searchParams.get('recur')).toBeNull();
    expect(url.searchParams.get('details')).toContain('Aula 3');
  });

  it('formats class dates in Brasília time', () => {
    expect(formatClassDate(new Date('2025-09-15T23:00:00Z'))).toBe('segunda-feira, 15 de setembro às 20:00');
  });
});
