import {
  isEventDatePast,
  launchPhase,
  phaseBoundaries,
  type LaunchPhase,
} from '@funil/data-client/public/launch-phase';
import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { useLoad, type LoadState } from '@funil/shared-ui/load/use-load';
import { loadEventDate, type EventDateInfo } from '../api/event-date';

export type EventDateState = LoadState<EventDateInfo>;

/**
 * The current launch's date and its phase now (re-evaluated when the phase changes). Loaded in the browser only: the
 * build-time pre-rendered markup shows the loading state, never a date or a phase that could be wrong when served.
 */
export function useEventDate(): { state: EventDateState; phase: LaunchPhase | null; eventDatePast: boolean } {
  const state = useLoad(loadEventDate, { errorLog: 'Erro ao carregar a data do evento' });
  const dates = state.status === 'success' ? state.data.dates : null;
  const now = useNowUntil(dates ? phaseBoundaries(dates) : null);
  const phase = dates ? launchPhase(dates, now) : null;
  return { state, phase, eventDatePast: phase !== null && isEventDatePast(phase) };
}
