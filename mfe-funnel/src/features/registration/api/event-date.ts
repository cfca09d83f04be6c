// The hero's event date and time, from the current launch (launches.event_date_text / event_time_text), with the
// launch's dates: from the event's start on, the page shows the launch's phase instead of the date.
import { fetchCurrentLaunch } from '@funil/data-client/src/public/launches';
import type { LaunchDates } from '@funil/data-client/src/public/launch-phase';

export interface EventDateInfo {
  /** e.g. '15 de Setembro, 2025 às 08:00'. */
  label: string;
  dates: LaunchDates;
}

export async function loadEventDate(): Promise<EventDateInfo> {
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
