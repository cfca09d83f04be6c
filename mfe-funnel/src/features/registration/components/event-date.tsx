import type { LaunchPhase } from '@funil/data-client/public/launch-phase';
import { PAST_EVENT_NOTICE } from '../../shared/launch-phase-content';
import type { EventDateState } from '../hooks/use-event-date';
import styles from './event-date.module.css';

/**
 * Date and time of the event, from the current launch (reserves its height while loading: no layout shift). Once the
 * event has started the date is no longer upcoming: the phase's notice takes its place.
 */
export function EventDate({ state, phase }: { state: EventDateState; phase: LaunchPhase | null }) {
  return (
    <p className={styles.date} aria-live="polite">
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {state.status === 'success' && phase !== null && phase !== 'before_event' ? (
        <span data-phase={phase}>{PAST_EVENT_NOTICE[phase]}</span>
      ) : state.status === 'success' ? (
        <span data-phase={phase ?? undefined}>{state.data.label}</span>
      ) : state.status === 'error' ? (
        <span>Três aulas ao vivo às 20h</span>
      ) : (
        <span className={styles.placeholder}>Carregando a data do evento...</span>
      )}
    </p>
  );
}
