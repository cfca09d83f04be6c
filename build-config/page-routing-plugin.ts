// The page catalogue in the shell's bundle, for routing only. The component registry and the fallback route table
// (component-registry.ts, static-routes.ts) need each page's name, remote, paths and aliases; pages.ts also holds every
// page's title, description, module path and budgets, which the first load of a page never uses (about 1.5 KB gzip of
// the shell's first-load JS). In the shell's build this plugin hands those two modules a copy of the catalogue with
// the routing fields only, made from pages.ts at build time (nothing to keep in step by hand). The titles and
// descriptions reach the browser with the shell's page meta (page-meta.ts), loaded at the first navigation; the edge
// writes the first page's into the HTML.
import type { Plugin } from 'vite';
import { HOME_PATH, PAGE_LIST, REDIRECT_COMPONENT } from './pages.ts';

const ROUTING_CATALOGUE = '\0funil:page-routing';
const ROUTING_IMPORTERS = /[\\/]build-config[\\/](component-registry|static-routes)\.ts$/;

/** The routing fields of every page, in declaration order. */
export function routingCatalogue() {
  return PAGE_LIST.map(({ name, remote, paths, aliases }) => ({
    name,
    remote,
    paths,
    ...(aliases ? { aliases } : {}),
  }));
}

export function pageRoutingPlugin(): Plugin {
  return {
    name: 'funil:page-routing',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './pages.ts' && importer !== undefined && ROUTING_IMPORTERS.test(importer)
        ? ROUTING_CATALOGUE
        : null;
    },
    load(id) {
      if (id !== ROUTING_CATALOGUE) return null;
      return [
        `export const PAGE_LIST = ${JSON.stringify(routingCatalogue())};`,
        `export const REDIRECT_COMPONENT = ${JSON.stringify(REDIRECT_COMPONENT)};`,
        `export const HOME_PATH = ${JSON.stringify(HOME_PATH)};`,
      ].join('\n');
    },
  };
}
