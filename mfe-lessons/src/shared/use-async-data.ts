import { useCallback, useEffect, useState } from 'react';

export type AsyncData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'success'; data: T; error?: undefined };

/**
 * Loads when `load` changes (memoise it with useCallback) and again on `retry()`; a late answer from an earlier
 * attempt (or an unmounted page) is ignored.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncData<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
