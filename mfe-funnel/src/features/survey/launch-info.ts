// What the thank-you pages and the survey need from a launch, independent of how data-client names its fields
// (api/survey-access.ts maps the launch row to this).
import type { LaunchDates } from '@funil/data-client/src/public/launch-phase';

export type Track = 'intermediaria' | 'iniciante';

export interface LaunchInfo {
  lancamento: number;
  /** The event's first live class (launches.event_starts_at / event_ends_at). */
  eventStart: Date;
  eventEnd: Date;
  /** How the event date and time are shown to visitors, e.g. '15 de Setembro, 2025 às 08:00'. */
  eventDateLabel: string;
  /** Community group links per track (open in a new tab). */
  groupLinks: Record<Track, string>;
  /** The dates the launch's phase is computed from (data-client launchPhase). */
  dates: LaunchDates;
}

function calendarStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}

/** A Google Calendar "add event" link (text, dates, details, location), built from the launch's event. */
export function buildCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarStamp(event.start)}/${calendarStamp(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The calendar event of a launch: its first live class, from the launch's own start and end. */
export function launchCalendarEvent(launch: LaunchInfo, pageUrl: string): CalendarEvent {
  return {
    title: 'Semana Java — aulas ao vivo',
    start: launch.eventStart,
    end: launch.eventEnd,
    details: `Evento online e gratuito de Java: três aulas ao vivo às 20h. Primeira aula: ${formatClassDate(launch.eventStart)}.\nOs links das aulas são enviados no grupo do WhatsApp e por e-mail.`,
    location: pageUrl,
  };
}

const CLASS_DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Sao_Paulo',
});

/** e.g. 'segunda-feira, 15 de setembro às 20:00' (Brasília time). */
export function formatClassDate(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    CLASS_DATE_FORMAT.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} de ${part('month')} às ${part('hour')}:${part('minute')}`;
}
