// Every page of the catalogue (build-config/pages.ts) is served at each of its paths through the whole chain that
// derives from the catalogue: the edge pre-renders it (when the catalogue says so) from the remote's exposed module,
// the shell routes the path to it and takes over, and the page meta comes from its entry (in the HTML the edge serves,
// and in the document after the takeover). A page added to the catalogue is walked here with no edit of this file.
import type pg from 'pg';
import { PAGE_LIST } from '@funil/build-config/pages';
import { expect, test } from '../src/fixtures.ts';

/** A registration's own thank-you token, as the landing gets it (a thank-you page without one leaves for /inscricao). */
async function registrationToken(db: pg.Pool): Promise<string> {
  const email = `catalogo-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { rows } = await db.query<{ token: string }>(
    "select token from public.register_lead('Visitante Catálogo', $1, '5511987654321', 'already_programmed')",
    [email],
  );
  return rows[0]!.token;
}

/**
 * The query a page needs to stay on its path: the level chooser is reached from an ad, the thank-you pages and the
 * survey with a registration's token (without one they leave for /inscricao, as the spec says: without it here the
 * survey's check raced its redirect and failed whenever the redirect came first).
 */
const QUERY: Record<string, (db: pg.Pool) => Promise<string>> = {
  LevelSelection: async () => '?ads=true',
  ThankYou: async (db) => `?data=${await registrationToken(db)}`,
  ThankYou2: async (db) => `?data=${await registrationToken(db)}`,
  Survey: async (db) => `?data=${await registrationToken(db)}`,
};

for (const page of PAGE_LIST) {
  for (const path of page.paths) {
    test(`${path} shows ${page.name} from ${page.remote}`, async ({ page: browser, request, db }) => {
      const url = `${path}${(await QUERY[page.name]?.(db)) ?? ''}`;
      if (page.prerender) {
        // The edge waits at most REMOTE_TIMEOUT_MS for a remote's markup and serves the plain shell page past it (a cold
        // remote on a loaded machine), then has it cached: the page is pre-rendered once the remote has answered.
        await expect
          .poll(async () => (await request.get(url)).text(), {
            message: 'the edge pre-renders the page',
            timeout: 15_000,
          })
          .toContain(`data-prerendered="${page.remote}/${page.name}"`);
      }
      // The HTML itself carries the page's title, description and robots rule (link previews and crawlers read it).
      const served = await (await request.get(url)).text();
      expect(served).toContain(`<title>${page.title}</title>`);
      expect(served).toContain(`<meta name="description" content="${page.description}">`);
      expect(served.includes('<meta name="robots" content="noindex, nofollow">')).toBe(page.staff === true);
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
