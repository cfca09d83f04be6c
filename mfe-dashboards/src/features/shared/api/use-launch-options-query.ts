import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { defaultLaunchOption, fetchLaunchOptions } from '@funil/data-client/staff/launch-settings';
import { launchKeys } from './keys';

/** Every row of `launches` (newest first): the options of every launch selector. */
export function useLaunchOptionsQuery() {
  return useQuery({ queryKey: launchKeys.options(), queryFn: fetchLaunchOptions });
}

/**
 * A launch selector's state: the launches, and the chosen launch, which is the current launch (else the newest)
 * until staff pick another. `launch` is null while the launches load or when there is none.
 */
export function useLaunchChoice() {
  const options = useLaunchOptionsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const fallback = options.data ? (defaultLaunchOption(options.data)?.lancamento ?? null) : null;
  return { options, launch: chosen ?? fallback, setLaunch: setChosen };
}
