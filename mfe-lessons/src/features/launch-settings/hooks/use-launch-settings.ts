import { useEffect, useState } from 'react';
import { fetchCurrentLaunch } from '@funil/data-client/src/public/launches';
import { FALLBACK_LAUNCH_SETTINGS, toLessonsLaunchSettings, type LessonsLaunchSettings } from '../launch-settings';

/** The current launch's settings; null while loading; the fallback (logged) when it cannot be read. */
export function useLaunchSettings(): LessonsLaunchSettings | null {
  const [settings, setSettings] = useState<LessonsLaunchSettings | null>(null);
  useEffect(() => {
    let current = true;
    fetchCurrentLaunch().then(
      (launch) => {
        if (current) setSettings(toLessonsLaunchSettings(launch));
      },
      (error: unknown) => {
        console.error('Erro ao carregar as configurações do lançamento:', error);
        if (current) setSettings(FALLBACK_LAUNCH_SETTINGS);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
