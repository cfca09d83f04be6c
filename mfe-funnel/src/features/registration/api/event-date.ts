// The hero's event date and time, from the current launch (launches.event_date_text / event_time_text).
import { fetchCurrentLaunch } from '@funil/data-client/src/public/launches';

export interface EventDateInfo {
  /** e.g. '15 de Setembro, 2025 às 08:00'. */
  label: string;
}

export async function loadEventDate(): Promise<EventDateInfo> {
  const launch = await fetchCurrentLaunch();
  return { label: `${launch.eventDateText} às ${launch.eventTimeText}` };
}
