// The composition proof: the shell loads the remotes at runtime from /remotes.json, routes from the `routes` table,
// keeps working when a remote is down, and owns theme, UTM capture and per-page meta.
import { startSite, type Site } from '@funil/scripts/site';
import { findFreePortBlock } from '../src/ports.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';
import type { Page } from '@playwright/test';

const ERROR_MESSAGE = 'Não foi possível carregar esta parte do site.';

async function expectPrivacyPolicy(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
}

async function expectBio(page: Page) {
  await expect(page.getByRole('img', { name: 'Avatar de Semana Java' })).toBeVisible();
  await expect(page.getByText('@semanajava')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Links' }).getByRole('link')).toHaveCount(6);
}

function themeToggle(page: Page) {
  return page.locator('.shell-theme-corner button');
}

test.describe('routing', () => {
  test('/ goes to /inscricao (redirect, replace) and keeps the query string', async ({ page }) => {
    await page.goto('/?utm_source=instagram');
    await expect(page).toHaveURL(/\/inscricao\?utm_source=instagram$/);
  });

  test('an unknown path goes to /inscricao', async ({ page }) => {
    await page.goto('/uma/pagina/que-nao-existe');
    await expect(page).toHaveURL(/\/inscricao$/);
  });

  test('/privacy-policy renders from the funnel remote, loaded at runtime from its own origin', async ({
    page,
    env,
  }) => {
    const funnelOrigin = `http://127.0.0.1:${env.sitePort + 1}`;
    // The map points at the remote's current release, /<build-id>/ on its origin (scripts/remote/releases.ts).
    const manifest = page.waitForResponse(
      (r) =>
        r.url().startsWith(funnelOrigin) &&
        /^\/[0-9a-f]{12}\/mf-manifest\.json$/.test(new URL(r.url()).pathname) &&
        r.ok(),
    );
    await page.goto('/privacy-policy');
    await manifest;
    await expectPrivacyPolicy(page);
    await expect(page.getByText('Última atualização: 19 de maio de 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacidade@semanajava.com.br' }).first()).toHaveAttribute(
      'href',
      /^mailto:privacidade@semanajava\.com\.br/,
    );
    await expect(page).toHaveTitle('Política de Privacidade — Semana Java');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /LGPD/);
  });

  test('React is downloaded once: the remote reuses the shell singletons and runtime', async ({ page, env }) => {
    const funnelOrigin = `http://127.0.0.1:${env.sitePort + 1}`;
    const shellOrigin = `http://127.0.0.1:${env.sitePort}`;
    const fromRemote: string[] = [];
    const fromShell: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(funnelOrigin)) fromRemote.push(new URL(r.url()).pathname);
      if (r.url().startsWith(shellOrigin)) fromShell.push(new URL(r.url()).pathname);
    });
    await page.goto('/privacy-policy');
    await expectPrivacyPolicy(page);
    // The server's pre-rendered markup shows first; the shell removes data-prerendered once the remote's page is live.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    expect(fromRemote.filter((p) => /^\/[0-9a-f]{12}\/remoteEntry\.js$/.test(p))).toHaveLength(1);
    // No React, ReactDOM, router or zustand copy, and no second Module Federation runtime from the remote.
    expect(
      fromRemote.filter((p) =>
        /prebuild__react|react_mf_2_dom|react_mf_2_router|react-router-dom-slim|zustand|standalone-runtime/.test(p),
      ),
    ).toEqual([]);
    // The one router is the shell's slim build (build-config/react-router-dom-slim.ts), not the whole react-router.
    expect(fromShell.filter((p) => /react-router-dom-slim/.test(p))).toHaveLength(1);
    expect(fromShell.filter((p) => /loadShare__react_mf_2_router__loadShare/.test(p))).toEqual([]);
  });

  test('/bio and /bio-link render the link-in-bio page; the waiting-list card navigates inside the site', async ({
    page,
  }) => {
    await page.goto('/bio');
    await expectBio(page);
    await expect(page).toHaveTitle('Semana Java — Links');
    await page.goto('/bio-link');
    await expectBio(page);
    await page.getByRole('link', { name: /Lista de espera da próxima turma/ }).click();
    await expect(page).toHaveURL(/\/lista-espera$/);
  });

  test('the routes table decides what renders, without rebuilding (row inserted through the database)', async ({
    page,
    db,
  }) => {
    const path = `/politica-${Date.now()}`;
    await page.goto(path);
    await expect(page).toHaveURL(/\/inscricao$/); // not a route yet
    const { rows } = await db.query<{ id: number }>(
      `insert into public.routes (path, component, props, is_active, priority)
       values ($1, 'PrivacyPolicy', $2, true, 1000) returning id`,
      [path, '{"origem":"e2e"}'],
    );
    try {
      await page.goto(path);
      await expectPrivacyPolicy(page);
      await page.goto('/bio'); // the rest of the table still applies
      await expectBio(page);
    } finally {
      await db.query('delete from public.routes where id = $1', [rows[0]!.id]);
    }
    await page.goto(path);
    await expect(page).toHaveURL(/\/inscricao$/);
  });
});

test.describe('a remote that is down', () => {
  let site: Site;

  test.beforeAll(async ({ env }) => {
    // A second copy of the site (same builds, same database) whose servers this test may stop.
    site = await startSite({
      supabaseUrl: env.supabaseUrl,
      anonKey: env.anonKey,
      port: await findFreePortBlock(5),
      build: false,
      log: () => undefined,
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('its routes show the retry message, other routes keep working, and retry loads it once it is back', async ({
    page,
  }) => {
    await site.remotes.mfe_funnel.stop();
    await page.goto(`${site.url}privacy-policy`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(ERROR_MESSAGE);
    const retry = alert.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    // The shell itself keeps working (theme toggle) while the funnel is down.
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // Still down: retrying shows the message again.
    await retry.click();
    await expect(page.getByRole('alert')).toContainText(ERROR_MESSAGE);

    await site.remotes.mfe_funnel.start();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectPrivacyPolicy(page);
  });

  test('with the lessons remote down, its route shows the message and the funnel pages still work', async ({
    page,
  }) => {
    await site.remotes.mfe_lessons.stop();
    try {
      await page.goto(`${site.url}aulas`);
      await expect(page.getByRole('alert')).toContainText(ERROR_MESSAGE);
      await page.goto(`${site.url}privacy-policy`);
      await expectPrivacyPolicy(page);
      await page.goto(`${site.url}bio`);
      await expectBio(page);
    } finally {
      await site.remotes.mfe_lessons.start();
    }
  });
});

test.describe('theme', () => {
  test('dark by default; the choice survives a reload (semana-java:theme)', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectPrivacyPolicy(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await themeToggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    const stored = await page.evaluate(() => localStorage.getItem('semana-java:theme'));
    expect(JSON.parse(stored!)).toMatchObject({ state: { theme: 'light' } });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expectPrivacyPolicy(page);
    await themeToggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the remote page follows the theme through the CSS custom properties', async ({ page }) => {
    await page.goto('/bio');
    await expectBio(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await themeToggle(page).click();
    await expect.poll(background).not.toBe(dark);
  });
});

test.describe('UTM capture', () => {
  test('the six utm fields of the entry URL are stored (first touch)', async ({ page }) => {
    const utm = {
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'semana-java-2',
      utm_term: 'java',
      utm_content: 'stories',
      utm_id: 'abc123',
    };
    await page.goto(`/bio?${new URLSearchParams(utm)}`);
    await expectBio(page);
    const read = async () =>
      JSON.stringify(JSON.parse((await page.evaluate(() => localStorage.getItem('semana-java:utm'))) ?? 'null'));
    await expect.poll(read).not.toBe('null');
    const stored = await read();
    for (const value of Object.values(utm)) expect(stored).toContain(`"${value}"`);

    // A later entry with other parameters keeps the first touch.
    await page.goto('/privacy-policy?utm_source=youtube&utm_campaign=outra');
    await expectPrivacyPolicy(page);
    const after = await read();
    expect(after).toContain('"instagram"');
    expect(after).not.toContain('"youtube"');
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`/privacy-policy and /bio in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('semana-java:theme', JSON.stringify({ state: { theme: value }, version: 0 }));
      }, theme);
      await page.goto('/privacy-policy');
      await expectPrivacyPolicy(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoSeriousA11yViolations(page);
      await page.goto('/bio');
      await expectBio(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
