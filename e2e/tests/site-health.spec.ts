// Production signals end to end: real Chromium pages with a phone profile send their beacon when hidden to
// the edge (POST /signals on workerd), the queue's consumer records it through public.record_site_signals into the
// run's database, and the staff page /campanhas/saude shows it: p75 vitals per route and device, a remote that did
// not load (with its name and the route), an error group counted twice, a CSP violation with its directive.
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';

/** A phone visitor (Pixel 7: mobile user agent, touch, small viewport), in a context of its own. */
async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, locale: 'pt-BR' });
  return { context, page: await context.newPage() };
}

/** Opens a page, waits for the takeover and the lazily loaded Web Vitals reporter, interacts once (INP). */
async function visit(page: Page, path: string) {
  const reporter = page.waitForResponse(/web-vitals-reporter-[\w-]+\.js$/);
  await page.goto(path);
  await reporter;
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.waitForTimeout(300); // the interaction's event timing entry
}

/** Hides the page the way a visitor leaving does: the next navigation sends the beacon (visibilitychange, pagehide). */
async function leave(page: Page) {
  await page.goto('about:blank');
}

/** Reloads the staff page until `check` passes (the queue delivers within about a second locally). */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saúde do Site' })).toBeVisible();
    await check();
  }).toPass({ timeout: 45_000, intervals: [1000, 2000, 3000] });
}

test.describe('site health (/campanhas/saude)', () => {
  test('public pages on a phone: their p75 vitals appear per route, device class "Celular"', async ({
    browser,
    baseURL,
    page,
    signInAsStaff,
  }) => {
    const visitor = await phone(browser, baseURL!);
    for (const path of ['/inscricao', '/aulas', '/launch']) {
      await visit(visitor.page, path);
      await leave(visitor.page);
    }
    await visitor.context.close();

    await signInAsStaff('/campanhas/saude');
    await eventually(page, async () => {
      const vitals = page.getByRole('table', { name: /Web Vitals/ });
      for (const route of ['/inscricao', '/aulas', '/launch']) {
        const row = vitals.getByRole('row', { name: new RegExp(`^${route} Celular`) });
        await expect(row).toBeVisible({ timeout: 1000 });
        // LCP with a value and its rating in words.
        await expect(row).toContainText(/\d ms (Bom|Precisa melhorar|Ruim)/);
      }
    });
    // The shell's build id and the remotes' build ids are reported and shown.
    const builds = page.getByRole('table', { name: 'Falhas de carregamento por remote e build' });
    // (another spec may have published a second funnel release on this run's site: any funnel build will do)
    await expect(builds.getByRole('row', { name: /^mfe_funnel [0-9a-f]{12}/ }).first()).toBeVisible();
    await expect(builds.getByRole('row', { name: /^shell [0-9a-f]{12}/ })).toBeVisible();
  });

  test('a remote that does not load: its failure appears with the remote, the runtime code and the route', async ({
    browser,
    baseURL,
    env,
    page,
    signInAsStaff,
  }) => {
    const visitor = await phone(browser, baseURL!);
    // The lessons remote's origin is unreachable for this visitor (its manifest and files).
    const lessonsOrigin = `http://127.0.0.1:${env.sitePort + 2}`;
    await visitor.page.route(`${lessonsOrigin}/**`, (route) => route.abort('connectionrefused'));
    await visitor.page.goto('/aulas');
    await expect(visitor.page.getByRole('alert')).toBeVisible();
    await leave(visitor.page);
    await visitor.context.close();

    await signInAsStaff('/campanhas/saude');
    await eventually(page, async () => {
      const failures = page.getByRole('table', { name: 'Remotes que não carregaram' });
      const row = failures.getByRole('row', { name: /^mfe_lessons / }).filter({ hasText: '/aulas' });
      await expect(row.first()).toBeVisible({ timeout: 1000 });
      // The runtime's code when its error carries one (RUNTIME-0xx); a manifest fetch that fails outright has none.
      await expect(row.first()).toContainText(/RUNTIME-\d{3}|unknown/);
    });
    const builds = page.getByRole('table', { name: 'Falhas de carregamento por remote e build' });
    await expect(builds.getByRole('row', { name: /^mfe_lessons / }).first()).toBeVisible();
  });

  test('an error thrown in a page makes a group; a second throw counts 2 in the same group', async ({
    browser,
    baseURL,
    page,
    signInAsStaff,
  }) => {
    // Letters only: the fingerprint's normalisation keeps them (numbers would become <n>), so this run's group is unique.
    const word = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const message = `Falha proposital do teste ${word}`;
    for (let i = 0; i < 2; i += 1) {
      const visitor = await phone(browser, baseURL!);
      await visitor.page.goto('/privacy-policy');
      // Taken over: the remote's manifest (its build id, the release an error is grouped under) has loaded.
      await expect(visitor.page.locator('#root')).not.toHaveAttribute('data-prerendered');
      await visitor.page.evaluate((text) => {
        setTimeout(() => {
          throw new TypeError(text);
        }, 0);
      }, message);
      await visitor.page.waitForTimeout(100);
      await leave(visitor.page);
      await visitor.context.close();
    }

    await signInAsStaff('/campanhas/saude');
    await eventually(page, async () => {
      const group = page.getByRole('table', { name: 'Grupos de erros' }).getByRole('row').filter({ hasText: word });
      await expect(group).toHaveCount(1, { timeout: 1000 });
      await expect(group.getByRole('cell').first()).toHaveText('2');
      await expect(group).toContainText('TypeError');
    });
  });

  test('a CSP violation appears with its directive; a hostile message stays text', async ({
    browser,
    baseURL,
    page,
    signInAsStaff,
  }) => {
    const visitor = await phone(browser, baseURL!);
    await visitor.page.goto('/bio');
    // An inline script the CSP does not allow (no hash): blocked and reported.
    await visitor.page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    expect(await visitor.page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    // A message carrying markup, thrown as an error.
    await visitor.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('<img src=x onerror="window.__pwned=1"> marcador hostil');
      }, 0);
    });
    await visitor.page.waitForTimeout(100);
    await leave(visitor.page);
    await visitor.context.close();

    await signInAsStaff('/campanhas/saude');
    await eventually(page, async () => {
      const csp = page.getByRole('table', { name: 'Violações da Content-Security-Policy' });
      await expect(csp.getByRole('row', { name: /^script-src-elem inline/ })).toBeVisible({ timeout: 1000 });
      await expect(page.getByText('<img src=x onerror="window.__pwned=1"> marcador hostil').first()).toBeVisible({
        timeout: 1000,
      });
    });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});
