// Import `test` and `expect` from here in every spec: `import { test, expect } from '../src/fixtures.ts';`
import { test as base, expect } from '@playwright/test';
import type pg from 'pg';
import { createDbPool } from './db.ts';
import { readE2eEnv, type E2eEnv } from './env.ts';
import { signInAsStaff } from './staff.ts';

export { expect };
export { expectNoSeriousA11yViolations } from './a11y.ts';

interface Fixtures {
  /** URLs, keys and staff credentials of this run. */
  env: E2eEnv;
  /** Signs the page in as staff (through the dashboards' sign-in form). */
  signInAsStaff: (path?: string) => Promise<void>;
}

interface WorkerFixtures {
  /** pg Pool on the run's database (superuser). */
  db: pg.Pool;
}

/** Chromium's console text for a blocked load/eval/inline script, and our own securitypolicyviolation report. */
const CSP_MESSAGE = /Content Security Policy|\[csp-violation\]/i;

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every page runs under the site's Content-Security-Policy (edge/src/security-headers.ts): any violation fails the
  // test, with what was blocked. Chromium logs each one on the console; the securitypolicyviolation event catches
  // those it does not (e.g. a report for an inline handler).
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_MESSAGE.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      if (window.top !== window) return; // frames (the video player) have their own policy
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations on this page').toEqual([]);
  },
  // The site's URL is only known after the global setup picked free ports.
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  baseURL: async ({}, use) => {
    await use(readE2eEnv().baseUrl);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  env: async ({}, use) => {
    await use(readE2eEnv());
  },
  db: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      const pool = createDbPool(readE2eEnv().databaseUrl);
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],
  signInAsStaff: async ({ page, env }, use) => {
    await use((path) => signInAsStaff(page, { email: env.staffEmail, password: env.staffPassword }, path));
  },
});
