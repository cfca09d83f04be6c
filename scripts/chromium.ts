// Debian's Chromium as every browser-driving tool here starts it (Playwright e2e, Lighthouse in the benchmark):
// as root in a sandbox-less container, with the background networking that this machine's closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
