// The Web Vitals of the page view (LCP, INP, CLS, FCP, TTFB) with the web-vitals library's attribution build, handed
// to the page's catcher (page-signals.ts). Loaded lazily after the takeover (a chunk of its own, not in the first
// load: build-config/remote-vite-config.ts keeps it out of the shell's preloads). The library reports each metric when
// it is final (LCP, CLS and INP when the page is hidden: its listeners run before the catcher's flush).
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { addPageSignal, type PageSignal } from './page-signals';

type VitalName = Extract<PageSignal, { kind: 'vital' }>['metric'];

/** The element the attribution names (a CSS selector, capped), never its text or value. */
const target = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

function report(metric: VitalName, value: number, rating: string, element?: string): void {
  addPageSignal({ kind: 'vital', metric, value, rating, ...(element ? { target: element } : {}) });
}

let started = false;

export function reportWebVitals(): void {
  if (started) return;
  started = true;
  onLCP((m) => report('LCP', m.value, m.rating, target(m.attribution.target)));
  onINP((m) => report('INP', m.value, m.rating, target(m.attribution.interactionTarget)));
  onCLS((m) => report('CLS', m.value, m.rating, target(m.attribution.largestShiftTarget)));
  onFCP((m) => report('FCP', m.value, m.rating));
  onTTFB((m) => report('TTFB', m.value, m.rating));
}
