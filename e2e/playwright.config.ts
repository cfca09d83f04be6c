import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '@funil/scripts/chromium';

// The composed site in Debian's Chromium. The global setup starts a throwaway local Supabase and the site
// (scripts/site.ts, the code path of `npm start`: the edge worker on workerd + the remotes) on free ports, so several runs and `npm start` coexist.

// Each run writes its artifacts to its own folder: Playwright empties outputDir at start, which would break a
// concurrent run's traces (workers re-read this file and inherit the id through the environment).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  // 2 cores shared with the servers: one browser at a time.
  workers: 1,
  retries: 0,
  // A committed test.only / describe.only fails the run instead of silently skipping the rest (eslint refuses it too).
  forbidOnly: true,
  fullyParallel: false,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    // baseURL: set by src/fixtures.ts from the global setup's E2E_BASE_URL (free ports are picked at start).
    // No trace by default: recording one for every test (to keep a failure's) cost about a sixth of the suite's time.
    // To see a failure step by step: `pnpm exec playwright test tests/<spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Every test in Chromium's headless shell: the same engine as the browser, without its UI (scripts/chromium.ts).
      name: 'headless-shell',
      grepInvert: /@full-browser/,
      use: { launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS } },
    },
    {
      // The tests tagged @full-browser need what only the full browser does: with the focus in a cross-origin frame
      // (the lesson player's embed), Escape closes the <dialog> through the browser's own close request ('cancel');
      // the headless shell does not send it.
      name: 'chromium',
      grep: /@full-browser/,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
});
