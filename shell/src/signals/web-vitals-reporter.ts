// The Web Vitals of the page view (LCP, INP, CLS, FCP, TTFB) with the web-vitals library's attribution build, handed
// to the sink it is given (page-signals.ts passes the page's catcher). Loaded lazily after the takeover (a chunk of its own, not in the first
// load: build-config/remote-vite-config.ts keeps it out of the shell's preloads). The library reports each metric when
// it is final (LCP, CLS and INP when the page is hidden: its listeners run before the catcher's flush).
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { yieldToMain } from '../remotes/yielding-plugin';

/** A Web Vital as the page's catcher takes it. */
export interface VitalSignal {
  kind: 'vital';
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  rating?: string;
  target?: string;
  remote?: string;
}

/** The element the attribution names (a CSS selector, capped), never its text or value. */
const target = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

let started = false;

/**
 * Reports each metric to `add` once it is final; a second call does nothing. Each metric's observers are set up in a
 * task of its own: the five at once were one long task on a slow phone's CPU, after the takeover (the takeover's
 * trace budget: docs/performance.md). Nothing is missed by waiting: the paint and layout-shift entries are read from
 * the browser's buffer, and an interaction during the few milliseconds before INP's observer is set up is one the
 * page's own first input already paid for.
 */
export async function reportWebVitals(add: (signal: VitalSignal) => void): Promise<void> {
  if (started) return;
  started = true;
  const report = (metric: VitalSignal['metric'], value: number, rating: string, element?: string) =>
    add({ kind: 'vital', metric, value, rating, ...(element ? { target: element } : {}) });
  const observers = [
    () => onLCP((m) => report('LCP', m.value, m.rating, target(m.attribution.target))),
    () => onINP((m) => report('INP', m.value, m.rating, target(m.attribution.interactionTarget))),
    () => onCLS((m) => report('CLS', m.value, m.rating, target(m.attribution.largestShiftTarget))),
    () => onFCP((m) => report('FCP', m.value, m.rating)),
    () => onTTFB((m) => report('TTFB', m.value, m.rating)),
  ];
  for (const [index, observe] of observers.entries()) {
    if (index > 0) await yieldToMain();
    observe();
  }
}
