// Per-route document title and meta description (Portuguese), keyed by path: from the page catalogue.
import { PAGE_LIST } from '@funil/build-config/pages';

export interface PageMeta {
  title: string;
  description: string;
  /** Staff pages stay out of search engines. */
  noindex?: boolean;
}

export const DEFAULT_META: PageMeta = {
  title: 'Semana Java — Aprenda Java do zero',
  description:
    'Semana Java: evento online e gratuito com aulas ao vivo às 20h para quem quer aprender Java do zero ou migrar para o back-end.',
};

/** Every catalogue path -> its page's title and description (build-config/pages.ts). */
export const PAGE_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  PAGE_LIST.flatMap((page) =>
    page.paths.map((path) => [
      path,
      { title: page.title, description: page.description, ...(page.staff ? { noindex: true } : {}) },
    ]),
  ),
);

export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_META[path] ?? DEFAULT_META;
}

function setMetaTag(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

export function applyPageMeta(pathname: string): void {
  const meta = metaForPath(pathname);
  document.title = meta.title;
  setMetaTag('description', meta.description);
  setMetaTag('robots', meta.noindex ? 'noindex, nofollow' : null);
}
