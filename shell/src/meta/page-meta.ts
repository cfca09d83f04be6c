// Applies a path's document title, meta description and robots rule (build-config/page-meta.ts) to the document:
// loaded by use-page-meta.ts at the first navigation (the edge wrote the first page's into the HTML).
import { metaForPath, robotsOf } from '@funil/build-config/page-meta';

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
  setMetaTag('robots', robotsOf(meta));
}
