import { HOME_PATH, PAGE_LIST, REDIRECT_COMPONENT } from './pages.ts';
import type { ShellRoute } from './route-types.ts';

/** Where every unknown path goes. */
export { HOME_PATH };

/**
 * The fallback route table, derived from the page catalogue (build-config/pages.ts): `/` to the home page, then every
 * path of every page. It is the whole table when the `routes` table is empty or unreachable (the spec's static
 * fallback set, internal-side.md 2.1, is a part of it), and it completes the table for the paths the table does not
 * mention (resolve-routes.ts), so a page added to the catalogue is served without a `routes` row.
 */
export const STATIC_ROUTES: readonly ShellRoute[] = [
  { path: '/', component: REDIRECT_COMPONENT, props: { to: HOME_PATH, replace: true } },
  ...PAGE_LIST.flatMap((page) => page.paths.map((path) => ({ path, component: page.name, props: {} }))),
];
