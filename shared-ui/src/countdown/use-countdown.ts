import { useEffect, useState } from 'react';

export type CountdownState = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

function toTime(target: Date | string): number {
  return typeof target === 'string' ? new Date(target).getTime() : target.getTime();
}

/** Whole days / hours / minutes / seconds from `now` until `targetMs` (all zero and done once passed). */
export function countdownParts(targetMs: number, now: number): CountdownState {
  const remaining = targetMs - now;
  if (!Number.isFinite(remaining) || remaining <= 0) {
    return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  }
  const total = Math.floor(remaining / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: false,
  };
}

/**
 * Ticks every second until `target`. Once the target has passed it stops ticking and keeps the values of
 * its last tick (a page opened after the target shows zeros).
 */
export function useCountdown(target: Date | string): CountdownState {
  const targetMs = toTime(target);
  const [state, setState] = useState<CountdownState>(() => countdownParts(targetMs, Date.now()));

  useEffect(() => {
    const initial = countdownParts(targetMs, Date.now());
    setState(initial);
    if (initial.done) return;
    const timer = setInterval(() => {
      const next = countdownParts(targetMs, Date.now());
      if (next.done) {
        clearInterval(timer);
        setState((previous) => ({ ...previous, done: true }));
        return;
      }
      setState(next);
    }, 1000);
    return () => clearInterval(timer);
  }, [targetMs]);

  return state;
}
