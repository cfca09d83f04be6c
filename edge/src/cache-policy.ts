// Cache-Control for everything the worker serves.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored by browsers and CDNs but revalidated on every use (with the ETag: a 304 when unchanged). */
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';
/** A composed page: it carries its visitor's view token (src/signals/view-token.ts), so only the visitor's browser
 * stores it (back/forward cache), and every navigation gets a new page with a new token. */
export const PAGE = 'private, no-cache';

/** A file whose name carries a content hash (Vite's assets/ folder, or name-<8 chars>.ext): it never changes. */
const HASHED = /(^|\/)assets\/|-[A-Za-z0-9_-]{8}\.(js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|gif|ico)$/;

export function isHashedAsset(pathname: string): boolean {
  return HASHED.test(pathname);
}

export type ServedKind = 'html' | 'runtime-json' | 'asset' | 'error';

/** HTML and the runtime files (/remotes.json, /config.json) change without a URL change: revalidated; hashed assets: a year. */
export function cacheControlFor(kind: ServedKind, pathname = ''): string {
  if (kind === 'error') return NO_STORE;
  if (kind === 'html') return PAGE;
  if (kind === 'asset' && isHashedAsset(pathname)) return IMMUTABLE;
  return REVALIDATE;
}
