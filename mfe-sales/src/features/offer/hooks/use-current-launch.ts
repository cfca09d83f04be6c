import { useEffect, useState } from 'react';
import type { Launch } from '@funil/data-client/src/public/launches';

export type LaunchState = { status: 'loading' } | { status: 'ready'; launch: Launch } | { status: 'error' };

/** The current launch's settings (cart opening time and text), loaded once on mount. */
export function useCurrentLaunch(load: () => Promise<Launch>): LaunchState {
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (launch) => {
        if (active) setState({ status: 'ready', launch });
      },
      (error: unknown) => {
        console.error('Erro ao carregar o lançamento atual', error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [load]);
  return state;
}
