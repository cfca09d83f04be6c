// The hero's event date, from the current launch.
import { fetchCurrentLaunch } from '@funil/data-client/src/public/launches';

export interface EventDateInfo {
  label: string;
  /** ISO date-time for <time>, when the launch has one. */
  dateTime: string | null;
}

export async function loadEventDate(): Promise<EventDateInfo> {
  const launch = await fetchCurrentLaunch();
  return { label: launch.eventDateText, dateTime: launch.eventStartsAt ?? null };
}
