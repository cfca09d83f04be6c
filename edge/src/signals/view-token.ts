// The view token: what makes a beacon count. Each page the edge composes carries one, in
// <meta name="funil-view">, and the page's catcher sends it back with its one beacon. It says which builds the edge
// served that page view (the shell's and every remote's of the visitor's map, canaries included), when it expires,
// and a random view id; it is signed with HMAC-SHA-256 under the Worker secret SIGNALS_VIEW_KEY (Web Crypto). POST
// /signals counts a beacon's view and events only with a token that verifies and has not expired, and only for the
// builds in it (whatever the beacon says); the database records each view id once (public.record_site_signals: a
// unique key), so a token is used once. Nothing in it is personal: a random id, build ids and a time.
//
//   <payload>.<signature>   payload = base64url(JSON { v: view id, b: { shell | remote: build id }, e: expiry (s) })
//                           signature = base64url(HMAC-SHA-256(key, "funil-view." + payload))
import type { RemotesMap } from '../env.ts';
import { buildIdFromManifestUrl } from '../remotes-map/build-id.ts';

/** How long a page view may wait before its beacon (the page is hidden): a tab left open longer is not counted. */
export const VIEW_TOKEN_TTL_SECONDS = 60 * 60;
/** The longest token accepted in a beacon (a map of a dozen remotes fits in a few hundred characters). */
export const MAX_VIEW_TOKEN_LENGTH = 1024;
export const VIEW_META_NAME = 'funil-view';
const PURPOSE = 'funil-view.';
const VIEW_ID = /^[A-Za-z0-9_-]{22}$/;
const BUILD = /^[A-Za-z0-9._-]{1,64}$/;
const NAME = /^[a-z][a-z0-9_]{0,59}$/;

export interface ViewClaims {
  /** The view's random id (128 bits, base64url): the key the database records once. */
  viewId: string;
  /** 'shell' and each remote the page could load -> the build id the edge served ('' when unknown). */
  builds: Record<string, string>;
  /** Expiry, seconds since the epoch. */
  expires: number;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A usable key: at least 32 characters (a Worker secret, `openssl rand -base64 32`); else no tokens at all. */
export function viewKey(secret: string | undefined): string | null {
  return secret && secret.length >= 32 ? secret : null;
}

/** The builds a page view was served: the shell's (its <meta name="funil-build">) and each remote's of the map. */
export function servedBuilds(remotes: RemotesMap, shellBuild: string): Record<string, string> {
  const builds: Record<string, string> = {};
  if (BUILD.test(shellBuild)) builds.shell = shellBuild;
  for (const [name, url] of Object.entries(remotes)) if (NAME.test(name)) builds[name] = buildIdFromManifestUrl(url);
  return builds;
}

/** The shell's build id from its index.html (<meta name="funil-build" content="...">); '' when absent. */
export function shellBuildOf(html: string): string {
  const content = /<meta\s+name="funil-build"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return BUILD.test(content) ? content : '';
}

export async function signViewToken(
  secret: string,
  builds: Record<string, string>,
  now = Date.now(),
  ttlSeconds = VIEW_TOKEN_TTL_SECONDS,
): Promise<string> {
  const viewId = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const payload = base64url(
    encoder.encode(JSON.stringify({ v: viewId, b: builds, e: Math.floor(now / 1000) + ttlSeconds })),
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(PURPOSE + payload)),
  );
  return `${payload}.${base64url(signature)}`;
}

/** The token's claims when it is ours (signature), well formed and not expired; null otherwise. */
export async function verifyViewToken(secret: string, token: unknown, now = Date.now()): Promise<ViewClaims | null> {
  if (typeof token !== 'string' || token.length > MAX_VIEW_TOKEN_LENGTH) return null;
  const [payload = '', signatureText = '', ...rest] = token.split('.');
  const signature = fromBase64url(signatureText);
  if (rest.length > 0 || !payload || !signature || signature.length !== 32) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(PURPOSE + payload));
  if (!valid) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload) ?? new Uint8Array()));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { v, b, e } = claims as { v?: unknown; b?: unknown; e?: unknown };
  if (typeof v !== 'string' || !VIEW_ID.test(v) || typeof e !== 'number' || e * 1000 <= now) return null;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return null;
  const builds: Record<string, string> = {};
  for (const [name, id] of Object.entries(b as Record<string, unknown>))
    if (NAME.test(name) && typeof id === 'string' && (id === '' || BUILD.test(id))) builds[name] = id;
  return { viewId: v, builds, expires: e };
}

/** The page with its token, as the last element of its <head> (the catcher reads it when it sends its beacon). */
export function withViewToken(html: string, token: string): string {
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}<meta name="${VIEW_META_NAME}" content="${token}">${html.slice(at)}`;
}
