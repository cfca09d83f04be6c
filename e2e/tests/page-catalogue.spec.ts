// Every page of the catalogue (build-config/pages.ts) is served at each of its paths through the whole chain that
// derives from the catalogue: the edge pre-renders it (when the catalogue says so) from the remote's exposed module,
// the shell routes the path to it and takes over, and the page meta comes from its entry. A page added to the catalogue
// is walked here with no edit of this file.
import { PAGE_LIST } from '../../build-config/pages.ts';
import { expect, test } from '../src/fixtures.ts';

/** Pages that need a query to stay on their path (the level chooser is reached from an ad: ?ads=true). */
const QUERY: Record<string, string> = { LevelSelection: '?ads=true' };

for (const page of PAGE_LIST) {
  for (const path of page.paths) {
    test(`${path} shows ${page.name} from ${page.remote}`, async ({ page: browser, request }) => {
      const url = `${path}${QUERY[page.name] ?? ''}`;
      const html = await (await request.get(url)).text();
      if (page.prerender) {
        expect(html, 'the edge pre-renders the page').toContain(`data-prerendered="${page.remote}/${page.name}"`);
      }
      await browser.goto(url);
      await expect(browser).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
      await expect(browser).toHaveTitle(page.title);
      // The shell has taken over (the pre-rendered marker is gone) and rendered the remote's page, not an error.
      await expect(browser.locator('#root')).not.toHaveAttribute('data-prerendered');
      await expect(browser.locator('#root')).not.toBeEmpty();
      await expect(browser.getByText('Não foi possível carregar esta parte do site.')).toHaveCount(0);
      const robots = browser.locator('meta[name="robots"]');
      if (page.staff) await expect(robots).toHaveAttribute('content', 'noindex, nofollow');
      else await expect(robots).toHaveCount(0);
    });
  }
}
