// The path's document title, meta description and robots rule (build-config/page-meta.ts, from the page catalogue)
// written into the shell's index.html, which carries the site's defaults: WhatsApp's and the ad platforms' link
// previews and the crawlers that do not run scripts read the HTML, and the shell no longer downloads every page's
// texts to set the first page's (shell/src/meta/use-page-meta.ts applies them at navigations only).
import { metaForPath, robotsOf } from '@funil/build-config/page-meta';
import { escapeHtml } from './compose.ts';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

export function withPageMeta(html: string, pathname: string): string {
  const meta = metaForPath(pathname);
  const robots = robotsOf(meta);
  const tags =
    `<title>${escapeHtml(meta.title)}</title>` +
    `<meta name="description" content="${escapeHtml(meta.description)}">` +
    (robots ? `<meta name="robots" content="${robots}">` : '');
  // The defaults are replaced where they are; a document without them gets the tags at the end of its <head>.
  let out = html.replace(DESCRIPTION, '');
  out = TITLE.test(out) ? out.replace(TITLE, () => tags) : out.replace('</head>', () => `${tags}</head>`);
  return out;
}
