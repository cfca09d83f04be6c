import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a longer wait is done in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The current time, refreshed when `msUntilChange(now)` says the state that depends on it changes next (null: never).
 * For pages whose state is a pure function of a date and now (a launch's phase): a page left open moves to the next
 * state on its own, without ticking every second.
 */
export function useNowUntil(msUntilChange: ((now: Date) => number | null) | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!msUntilChange) return;
    const wait = msUntilChange(new Date());
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(wait, 0), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [msUntilChange, now]);
  return now;
}
