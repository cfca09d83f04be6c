// The header policy: Content-Security-Policy for HTML, and the headers every response carries.
import { CSP_REPORT_DIRECTIVES, REPORTING_ENDPOINTS } from './signals/csp-reporting.ts';

/** The lessons' video player (mfe-lessons/src/features/lessons-list/lesson-player/video-urls.ts): YouTube's no-cookie embed. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** The class page's player API script (mfe-lessons/src/features/class-live/youtube/youtube-player.ts): YouTube's
 * IFrame Player API, https://www.youtube.com/iframe_api, and the widget script it loads from the same origin. */
export const VIDEO_PLAYER_API_ORIGIN = 'https://www.youtube.com';
/** The lessons' thumbnails (same file): YouTube's image host. */
export const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

export interface CspInput {
  /** Origins of the configured remotes (their manifests, entries, chunks, CSS and images). */
  remoteOrigins: readonly string[];
  /** The configured Supabase URL (the pages' only API). */
  supabaseUrl: string;
  /** 'sha256-...' of every inline script of this page. */
  scriptHashes: readonly string[];
  production: boolean;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Scripts only from this origin, the remotes' origins, the video player's API and the page's own inline scripts by hash (no
 * 'unsafe-inline', no 'unsafe-eval'); API calls only to Supabase (and the remotes' manifests); frames only the video
 * player; the site itself is never framed. Inline styles stay allowed: the pre-rendered pages carry their CSS inline
 * and React writes style attributes.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const remotes = [...new Set(input.remoteOrigins)];
  const supabase = originOf(input.supabaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, VIDEO_PLAYER_API_ORIGIN, ...input.scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', VIDEO_THUMBNAIL_ORIGIN, ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...(supabase ? [supabase] : []), ...remotes],
    ['frame-src', VIDEO_PLAYER_ORIGIN],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  if (input.production) directives.push(['upgrade-insecure-requests']);
  directives.push(...CSP_REPORT_DIRECTIVES);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Nothing the site uses: camera, microphone, location, payment APIs, USB, ... all off. Fullscreen and autoplay stay for the video player. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self "https://www.youtube-nocookie.com")',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self "https://www.youtube-nocookie.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com")',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self "https://www.youtube-nocookie.com")',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** On every response (HTML, assets, JSON, errors). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** On HTML responses: the base headers, the CSP, the Permissions-Policy and the frame guard for old browsers. */
export function htmlSecurityHeaders(input: CspInput): Record<string, string> {
  return {
    ...baseSecurityHeaders(input.production),
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Reporting-Endpoints': REPORTING_ENDPOINTS,
    'X-Frame-Options': 'DENY',
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The inline scripts a browser would run (no src, a JavaScript type; JSON data blocks are not scripts). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

const hashCache = new Map<string, string>();

/** 'sha256-<base64>' of a script's text, as CSP hashes it (UTF-8). Web Crypto: the same on every runtime. */
export async function scriptHash(source: string): Promise<string> {
  const known = hashCache.get(source);
  if (known) return known;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  const hash = `sha256-${btoa(binary)}`;
  if (hashCache.size > 500) hashCache.clear();
  hashCache.set(source, hash);
  return hash;
}

export async function inlineScriptHashes(html: string): Promise<string[]> {
  return [...new Set(await Promise.all(inlineScripts(html).map(scriptHash)))];
}
