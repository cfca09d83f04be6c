// The hero's event date and time, from the current launch (launches.event_date_text / event_time_text), with the
// launch's dates: from the event's start on, the page shows the launch's phase instead of the date.
// The PostgREST client comes with the call (a dynamic import): it is not part of the page's first load, so the live
// page takes over sooner; the call starts at the takeover anyway (shell/README.md, "Performance").
import type { LaunchDates } from '@funil/data-client/public/launch-phase';

export interface EventDateInfo {
  /** e.g. '15 de Setembro, 2025 às 08:00'. */
  label: string;
  dates: LaunchDates;
}

export async function loadEventDate(): Promise<EventDateInfo> {
  const { fetchCurrentLaunch } = await import('@funil/data-client/public/launches');
  const launch = await fetchCurrentLaunch();
  return {
    label: `${launch.eventDateText} às ${launch.eventTimeText}`,
    dates: {
      eventStartsAt: launch.eventStartsAt,
      eventEndsAt: launch.eventEndsAt,
      cartOpensAt: launch.cartOpensAt,
      registrationDeadline: launch.registrationDeadline,
    },
  };
}
