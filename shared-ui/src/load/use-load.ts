import { startTransition, useCallback, useEffect, useState } from 'react';

/** The one state of a one-shot load on the public pages. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/** A load's state and how to try again (after an error, or to reload). */
export type Loaded<T> = LoadState<T> & { retry: () => void };

export interface LoadOptions {
  /** Logged with the error (console.error) when the load fails, e.g. 'Erro ao carregar o lançamento atual'. */
  errorLog?: string;
}

type Settled<T> = { load: () => Promise<T>; attempt: number; state: LoadState<T> };

/**
 * Runs `load` once on mount, again when `load` changes (keep it stable: a module-level function or `useCallback`)
 * and on `retry()`. `load === null` waits (stays 'loading'). An answer that arrives after a newer attempt started,
 * after `load` changed or after unmounting is ignored (late-answer protection), so a slow first answer never replaces
 * a newer one. The public pages load data once per page view: this is their one way to do it (the dashboards, which
 * share and invalidate cached data, use TanStack Query).
 */
export function useLoad<T>(load: (() => Promise<T>) | null, options: LoadOptions = {}): Loaded<T> {
  const { errorLog } = options;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => {
        // A transition: the page's render with the answer (on the landing, right after the takeover) goes in 5 ms
        // slices instead of one long task on a slow phone's main thread.
        if (current) startTransition(() => setSettled({ load, attempt, state: { status: 'success', data } }));
      },
      (error: unknown) => {
        if (errorLog) console.error(errorLog, error);
        if (current) startTransition(() => setSettled({ load, attempt, state: { status: 'error', error } }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, errorLog]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Only the answer of this load and this attempt counts: right after a change or a retry, the state is 'loading'.
  const state: LoadState<T> =
    settled && settled.load === load && settled.attempt === attempt ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
