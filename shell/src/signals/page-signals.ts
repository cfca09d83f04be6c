// The shell's side of production signals: it hands events to the page's inline catcher (window.__funilSignals, put in
// every page by the edge: edge/src/signals/catcher-script.ts), which batches, caps and sends them when the page is
// hidden. Without the edge (vite dev, a remote's standalone app, tests) there is no catcher and these do nothing.
// The events the shell adds: the Web Vitals (web-vitals-reporter.ts, loaded after the takeover) and the Module
// Federation runtime's remote-load failures (federation-signals.ts). Never a form value, never the URL's query.

import type { VitalSignal } from './web-vitals-reporter';

/** An event as the catcher takes it (it adds the route, the time, and the remote when missing). */
export type PageSignal =
  VitalSignal | { kind: 'remote'; remote: string; expose: string; code: string; message: string };

interface Catcher {
  add(event: PageSignal): void;
  setRemote(remote: string): void;
  setBuild(remote: string, build: string): void;
}

function catcher(): Catcher | null {
  if (typeof window === 'undefined') return null;
  const value = (window as unknown as { __funilSignals?: Catcher }).__funilSignals;
  return value && typeof value.add === 'function' ? value : null;
}

export function addPageSignal(event: PageSignal): void {
  catcher()?.add(event);
}

/** The remote of the route on screen (events without one of their own are counted for it). */
export function setSignalsRemote(remote: string): void {
  catcher()?.setRemote(remote);
}

/** A remote's build id, from its mf-manifest.json (metaData.buildInfo.buildVersion: build-config/build-id-plugin.ts). */
export function setSignalsBuild(remote: string, build: string): void {
  if (/^[A-Za-z0-9._-]{1,64}$/.test(build)) catcher()?.setBuild(remote, build);
}

/** Module Federation's error code in a runtime error's message (e.g. RUNTIME-008), or 'unknown'. */
export function federationErrorCode(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(RUNTIME|TYPE|BUILD)-\d{3}\b/.exec(message)?.[0] ?? 'unknown';
}

/**
 * Loads the Web Vitals reporter once the page has been taken over (the library is not part of the first load: the
 * landing's budget), or after 10 s at the latest. `takenOver` resolves at the takeover (or at once without one).
 */
export function startVitalsAfter(takenOver: Promise<unknown>): void {
  if (!catcher()) return;
  const load = () => {
    void import('./web-vitals-reporter').then(
      (reporter) => reporter.reportWebVitals(addPageSignal),
      () => undefined, // a chunk that fails to load is reported by the catcher as a resource error
    );
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    const idle = (window as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number })
      .requestIdleCallback;
    if (idle) idle(load, { timeout: 2000 });
    else setTimeout(load, 0);
  };
  takenOver.then(once, once);
  setTimeout(once, 10_000);
}

/** Resolves when a performance mark of that name exists (e.g. the takeover's), never rejects. */
export function whenMarked(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || typeof performance === 'undefined') return resolve();
    if (performance.getEntriesByName(name, 'mark').length > 0) return resolve();
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(name).length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'mark', buffered: true });
    } catch {
      resolve();
    }
  });
}
