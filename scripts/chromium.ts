// Debian's Chromium as every browser-driving tool here starts it (Playwright e2e, Lighthouse in the benchmark):
// as root in a sandbox-less container, with the background networking that this machine's closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell (the same Blink and V8 as CHROMIUM_PATH, without the browser's UI): what the
 * end-to-end suite drives. Chromium's `--headless` still runs the browser's own UI and compositor, which took most of
 * the CPU of an e2e run on two cores (the suite: 18.5 min in the full browser, 11.6 min in this one). The benchmark
 * (Lighthouse, the throttled traces) keeps the full browser: its figures are a visitor's browser's.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
