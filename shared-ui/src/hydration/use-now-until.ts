import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a longer wait is done in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The current time, refreshed when the next of `moments` (epoch ms) is reached: for pages whose state is a pure
 * function of some dates and now (a launch's phase), so a page left open moves to the next state on its own without
 * ticking every second. null: no moment to wait for.
 */
export function useNowUntil(moments: readonly number[] | null): Date {
  const [now, setNow] = useState(() => new Date());
  const key = moments ? moments.join(',') : '';
  useEffect(() => {
    if (!key) return;
    const t = Date.now();
    const next = key
      .split(',')
      .map(Number)
      .filter((m) => m > t)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - t, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}
