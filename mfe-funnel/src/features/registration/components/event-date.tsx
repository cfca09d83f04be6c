import { useEffect, useState } from 'react';
import { loadEventDate, type EventDateInfo } from '../api/event-date';
import styles from './event-date.module.css';

/** Date and time of the event, from the current launch (reserves its height while loading: no layout shift). */
export function EventDate() {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; info: EventDateInfo } | { status: 'error' }>({
    status: 'loading',
  });

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

  return (
    <p className={styles.date} aria-live="polite">
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {state.status === 'ready' ? (
        <span>{state.info.label}</span>
      ) : state.status === 'error' ? (
        <span>Três aulas ao vivo às 20h</span>
      ) : (
        <span className={styles.placeholder}>Carregando a data do evento...</span>
      )}
    </p>
  );
}
