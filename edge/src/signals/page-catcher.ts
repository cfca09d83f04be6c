// Puts the production-signals catcher (catcher-script.ts) into a page: before the first <script>, <link> or <style>,
// so it listens before anything of the page loads, and after the <meta> tags (it reads <meta name="funil-build">).
import { SIGNALS_CATCHER_SCRIPT } from './catcher-script.ts';

export function withSignalsCatcher(html: string): string {
  if (html.includes(SIGNALS_CATCHER_SCRIPT)) return html;
  const tag = `<script>${SIGNALS_CATCHER_SCRIPT}</script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return html;
  const from = head.index + head[0].length;
  const end = html.indexOf('</head>', from);
  const first = /<(script|link|style)\b/i.exec(html.slice(from, end < 0 ? undefined : end));
  const at = first ? from + first.index : end < 0 ? from : end;
  return html.slice(0, at) + tag + html.slice(at);
}
