import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the build-time pre-rendered markup (react-dom/server, build-config/prerender-plugin.ts), true once the
 * live page renders in the browser. Pre-rendered forms are shown disabled with it: what a visitor typed into the
 * static copy would be lost when the live page replaces it, and its submit button would send the form as a plain GET.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
