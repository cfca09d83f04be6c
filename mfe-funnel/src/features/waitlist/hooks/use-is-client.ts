import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the build-time pre-rendered markup (react-dom/server), true once the live page renders in the browser.
 * The pre-rendered form is shown disabled: what a visitor typed into it would be lost when the live page replaces it.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
