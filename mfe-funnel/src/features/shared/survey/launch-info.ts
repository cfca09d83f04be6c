// What the thank-you pages and the survey need from a launch, independent of how data-client names its fields
// (api/survey-access.ts maps the launch row to this).
import type { LaunchDates } from '@funil/data-client/public/launch-phase';
import { buildCalendarUrl, type CalendarEvent } from '@funil/shared-ui/calendar/calendar-url';

export type Track = 'intermediaria' | 'iniciante';

/** A live class of the launch (launch_classes; the live link is not public). */
export interface ClassInfo {
  /** launch_classes.id: the class page is /aula?aula={id}. */
  id: number;
  title: string;
  start: Date;
}

export interface LaunchInfo {
  lancamento: number;
  /** The live classes in order; empty when none were entered (the pages then use the event's start). */
  classes: readonly ClassInfo[];
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

// The link itself is shared-ui's (the class page in mfe-lessons builds one too).
export { buildCalendarUrl, type CalendarEvent };

const DAY_MS = 86_400_000;

/**
 * The classes as one repeating event when they are a whole number of days apart at one interval (the usual three
 * evenings at 20h): RRULE DAILY with that interval and the count of classes. The database builds the e-mails'
 * calendar link by the same rule (private.email_calendar_url).
 */
export function classesRecurrence(classes: readonly ClassInfo[]): string | undefined {
  if (classes.length < 2) return undefined;
  const gaps = classes.slice(1).map((c, i) => c.start.getTime() - classes[i]!.start.getTime());
  const gap = gaps[0]!;
  if (gap <= 0 || gap % DAY_MS !== 0 || gaps.some((g) => g !== gap)) return undefined;
  return `RRULE:FREQ=DAILY;INTERVAL=${gap / DAY_MS};COUNT=${classes.length}`;
}

/**
 * The calendar event of a launch: its first live class (lasting as long as the launch's event), repeated for every
 * class when they fall at one interval; without classes, the launch's own start and end.
 */
export function launchCalendarEvent(launch: LaunchInfo, pageUrl: string): CalendarEvent {
  const first = launch.classes[0]?.start ?? launch.eventStart;
  const duration = launch.eventEnd.getTime() - launch.eventStart.getTime();
  const schedule =
    launch.classes.length > 0
      ? `Aulas ao vivo e gratuitas:\n${launch.classes.map((c) => `• ${formatClassDate(c.start)}: ${c.title}`).join('\n')}`
      : `Evento online e gratuito de Java: três aulas ao vivo às 20h. Primeira aula: ${formatClassDate(first)}.`;
  const recur = classesRecurrence(launch.classes);
  return {
    title: 'Semana Java — aulas ao vivo',
    start: first,
    end: new Date(first.getTime() + duration),
    details: `${schedule}\nOs links das aulas são enviados no grupo do WhatsApp e por e-mail.`,
    location: pageUrl,
    ...(recur ? { recur } : {}),
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

/**
 * The class page of a class (mfe-lessons, /aula): with the lead's attendance token, the lead's own link (the page
 * records the minutes watched for that lead; without a token the visitor watches as anonymous). The token is in the
 * fragment: browsers never send it, so it reaches no server log, cache or Referer.
 */
export function classPageHref(classId: number, attendanceToken: string | null): string {
  return `/aula?aula=${classId}${attendanceToken ? `#t=${encodeURIComponent(attendanceToken)}` : ''}`;
}
