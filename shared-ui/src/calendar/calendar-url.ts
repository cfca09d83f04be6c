// A Google Calendar "add event" link: the thank-you pages (the launch's classes) and the class page (one class) build
// theirs here.

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
  /** An RRULE repeating the event (one entry for every class). */
  recur?: string;
}

/** A Google Calendar "add event" link (text, dates, details, location, recurrence). */
export function buildCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarStamp(event.start)}/${calendarStamp(event.end)}`,
    details: event.details,
    location: event.location,
  });
  if (event.recur) params.set('recur', event.recur);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
