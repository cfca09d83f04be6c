// Each path's document title, meta description and robots rule (pt-BR), from the page catalogue (pages.ts). The edge
// writes them into the HTML it serves for the path (link previews and crawlers read the HTML, not what a script sets
// later); the shell applies them on every navigation after the first (shell/src/meta/).
import { PAGE_LIST } from './pages.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Staff pages stay out of search engines. */
  noindex?: boolean;
}

/** Paths outside the catalogue (the shell's index.html says the same). */
export const DEFAULT_META: PageMeta = {
  title: 'Semana Java — Aprenda Java do zero',
  description:
    'Semana Java: evento online e gratuito com aulas ao vivo às 20h para quem quer aprender Java do zero ou migrar para o back-end.',
};

/** Every catalogue path -> its page's title and description. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  PAGE_LIST.flatMap((page) =>
    page.paths.map((path) => [
      path,
      { title: page.title, description: page.description, ...(page.staff ? { noindex: true } : {}) },
    ]),
  ),
);

/** The meta of a path (trailing slash ignored); DEFAULT_META outside the catalogue. */
export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGE_META, path) ? PAGE_META[path]! : DEFAULT_META;
}

/** The robots rule of a page's meta, or null for none. */
export const robotsOf = (meta: PageMeta): string | null => (meta.noindex ? 'noindex, nofollow' : null);
