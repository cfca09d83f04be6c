import { useEffect, useState } from 'react';
import { isEventDatePast, launchPhase, phaseBoundaries, type LaunchPhase } from '@funil/data-client/src/public/launch-phase';
import { useNowUntil } from '@funil/shared-ui/src/hydration/use-now-until';
import { loadEventDate, type EventDateInfo } from '../api/event-date';

export type EventDateState = { status: 'loading' } | { status: 'ready'; info: EventDateInfo } | { status: 'error' };

/**
 * The current launch's date and its phase now (re-evaluated when the phase changes). Loaded in the browser only: the
 * build-time pre-rendered markup shows the loading state, never a date or a phase that could be wrong when served.
 */
export function useEventDate(): { state: EventDateState; phase: LaunchPhase | null; eventDatePast: boolean } {
  const [state, setState] = useState<EventDateState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadEventDate().then(
      (info) => active && setState({ status: 'ready', info }),
      (error: unknown) => {
        console.error('Erro ao carregar a data do evento', error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  const dates = state.status === 'ready' ? state.info.dates : null;
  const now = useNowUntil(dates ? phaseBoundaries(dates) : null);
  const phase = dates ? launchPhase(dates, now) : null;
  return { state, phase, eventDatePast: phase !== null && isEventDatePast(phase) };
}
