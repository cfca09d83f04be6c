// What POST /signals accepts, checked and reduced to what is stored (the shapes public.record_site_signals reads):
// - the page's beacon (catcher-script.ts): { v: 1, token, view, device, connection, events: [...] }, read only with
//   the claims of its verified view token (view-token.ts): the builds are the token's, never the beacon's;
// - CSP reports, both shapes: application/reports+json (Reporting API, `report-to`): [{ type: 'csp-violation', url,
//   body: { documentURL, blockedURL, effectiveDirective, sourceFile, lineNumber } }], and application/csp-report
//   (`report-uri`): { 'csp-report': { 'document-uri', 'blocked-uri', 'effective-directive', 'source-file', ... } }.
// Anything else in a body is ignored; every text is cut and redacted (fingerprint.ts redactText); routes are the page
// catalogue's (any other path is OTHER_ROUTE); a page or report of another site, and every event that comes from a
// browser extension or from a script of another origin, is dropped; an event of a remote build the view was not
// served is dropped; the counts a client states (n) are capped per view.
import { pageForPath } from '@funil/build-config/pages';
import { buildIdFromManifestUrl } from '../remotes-map/build-id.ts';
import { errorFingerprint, normaliseMessage, redactSample, redactText, stackFrames, topFrame } from './fingerprint.ts';
import { MAX_EVENTS } from './catcher-script.ts';
import type { ViewClaims } from './view-token.ts';

/** The route every path outside the page catalogue is stored under (junk routes cannot fill the tables). */
export const OTHER_ROUTE = 'outra';
/** The most one page view's error events may count in all (the sum of their n). */
export const MAX_VIEW_ERROR_COUNT = 20;

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export type Device = 'mobile' | 'desktop';

export interface PageView {
  route: string;
  device: Device;
  connection: string;
  remote: string;
  build: string;
  shell_build: string;
}

export type StoredEvent =
  | {
      kind: 'vital';
      route: string;
      device: Device;
      connection: string;
      remote: string;
      build: string;
      metric: VitalMetric;
      value: number;
      /** The web-vitals attribution's element (a CSS selector of tags, ids and classes), for LCP, INP and CLS. */
      target?: string;
    }
  | {
      kind: 'error' | 'rejection' | 'resource';
      route: string;
      device: Device;
      remote: string;
      build: string;
      fingerprint: string;
      error_type: string;
      message: string;
      top_frame: string;
      sample_message: string;
      sample_stack: string;
      n: number;
    }
  | {
      kind: 'remote';
      route: string;
      device: Device;
      connection: string;
      remote: string;
      build: string;
      expose: string;
      code: string;
    }
  | { kind: 'csp'; origin: 'page' | 'report'; route: string; directive: string; blocked_url: string };

export interface SignalsBatch {
  view: PageView | null;
  events: StoredEvent[];
}

export type ParseResult = { ok: true; batch: SignalsBatch } | { ok: false; status: number; reason: string };

/** Where the site's own code comes from: this origin (the shell) and each remote's folder (its manifest's directory). */
export interface Origins {
  self: string;
  /** Every release the map serves, stable and canary: remote name and URL of its mf-manifest.json. */
  remotes: readonly { name: string; manifest: string }[];
}

const EXTENSION = /^(chrome|moz|safari-web|ms-browser)-extension:|^(webkit-masked-url|safari-extension):/i;
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,59}$/;
const TOKEN_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{20,}$|^[0-9a-f-]{32,36}$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): string =>
  // eslint-disable-next-line no-control-regex -- control characters out of every stored text
  typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, max) : '';
const int = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.min(Math.trunc(value), 1e7)) : 0;

export function isExtensionUrl(url: string): boolean {
  return EXTENSION.test(url.trim());
}

/** A page path: no query or hash, token-like segments replaced, at most 200 characters; '' if not a path. */
export function normaliseRoute(value: unknown): string {
  const raw = text(value, 2000).split(/[?#]/)[0]!;
  if (!raw.startsWith('/') || raw.startsWith('//')) return '';
  return raw
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/')
    .slice(0, 200);
}

/** A route as stored: the page catalogue's path (trailing slash ignored), OTHER_ROUTE for any other path, '' if none. */
export function catalogueRoute(value: unknown): string {
  const path = normaliseRoute(value);
  if (!path) return '';
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pageForPath(bare) ? bare : OTHER_ROUTE;
}

/** The URL without query and hash ('' when it is not a URL). */
export function bareUrl(value: unknown): string {
  const raw = text(value, 2000).trim();
  if (!raw) return '';
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname}`.slice(0, 300);
  } catch {
    return raw.split(/[?#]/)[0]!.slice(0, 300);
  }
}

/**
 * Whose file a URL is: 'shell' (this origin, not under a remote's folder), or a remote's name with the build of the
 * release folder it is in ('' outside the release layout); null when it is another site's or an extension's.
 */
export function ownerOf(url: string, origins: Origins): { remote: string; build: string | null } | null {
  if (!url || isExtensionUrl(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // The longest folder first: a release folder (<origin>/<build-id>/) before a remote served at its origin's root.
  const folders = origins.remotes
    .map(({ name, manifest }) => ({ name, manifest, folder: new URL('./', manifest).href }))
    .sort((a, b) => b.folder.length - a.folder.length);
  for (const { name, manifest, folder } of folders)
    if (parsed.href.startsWith(folder)) return { remote: name, build: buildIdFromManifestUrl(manifest) };
  return parsed.origin === origins.self ? { remote: 'shell', build: null } : null;
}

function sameSite(url: unknown, origins: Origins): boolean {
  try {
    return new URL(text(url, 2000)).origin === origins.self;
  } catch {
    return false;
  }
}

interface Context {
  device: Device;
  connection: string;
  /** The builds the view was served (its token's claims): 'shell' and each remote of the visitor's map. */
  builds: Record<string, string>;
  /** What the view's error events may still count (MAX_VIEW_ERROR_COUNT in all). */
  errorBudget: number;
  /** Remotes whose load failure this view already reported (one per remote and view). */
  failedRemotes: Set<string>;
}

/** A remote the view was served ('' for anything else: a name the token does not list counts for nobody). */
const servedRemote = (value: unknown, context: Context): string => {
  const name = text(value, 60);
  return REMOTE_NAME.test(name) && name !== 'shell' && Object.hasOwn(context.builds, name) ? name : '';
};

async function errorEvent(
  raw: Record<string, unknown>,
  kind: 'error' | 'rejection' | 'resource',
  route: string,
  context: Context,
  origins: Origins,
): Promise<StoredEvent | null> {
  const message = text(raw.message, 300);
  // Lines kept (the frames), other control characters out.
  const stack =
    // eslint-disable-next-line no-control-regex -- control characters out, line breaks kept
    typeof raw.stack === 'string' ? raw.stack.slice(0, 1000).replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ') : '';
  const frames = stackFrames(stack);
  const source = kind === 'resource' ? bareUrl(raw.url) : bareUrl(raw.source);
  // Not ours: anything an extension threw or failed to load, and errors of other sites' scripts.
  if (isExtensionUrl(source) || frames.some((frame) => isExtensionUrl(frame.url)) || /extension:\/\//i.test(stack))
    return null;
  // The file the error comes from, when it is a URL (code evaluated from a string has a name or nothing instead).
  const file = frames[0]?.url ?? (URL.canParse(source) ? source : '');
  let remote = servedRemote(raw.remote, context);
  if (file) {
    const owner = ownerOf(file, origins);
    if (owner === null) return null;
    remote = owner.remote === 'shell' ? '' : owner.remote;
    // A file of a release this view was not served (another build's folder): not this view's to report.
    if (remote && (!Object.hasOwn(context.builds, remote) || (owner.build && owner.build !== context.builds[remote])))
      return null;
  } else if (kind === 'error' && /^script error\.?$/i.test(message.trim())) {
    return null; // a cross-origin script's error, with nothing in it
  }
  if (context.errorBudget <= 0) return null;
  const n = Math.max(1, Math.min(int(raw.n) || 1, context.errorBudget));
  context.errorBudget -= n;
  const build = context.builds[remote || 'shell'] ?? '';
  const type = kind === 'resource' ? 'LoadError' : redactText(text(raw.error_type, 60).trim(), 60) || 'Error';
  let normalised = normaliseMessage(redactText(message, 300));
  if (normalised.startsWith(`${type}: `)) normalised = normalised.slice(type.length + 2);
  const top = redactText(
    kind === 'resource'
      ? source.replace(/^[a-z]+:\/\/[^/]+/i, '')
      : topFrame(frames, source, int(raw.line), int(raw.col)),
    300,
  );
  return {
    kind,
    route,
    device: context.device,
    remote,
    build,
    fingerprint: await errorFingerprint({ kind, type, message: normalised, topFrame: top, release: build }),
    error_type: type,
    message: normalised,
    top_frame: top,
    sample_message: redactSample(kind === 'resource' ? `${message} ${source}`.trim() : message, 1000),
    sample_stack: redactSample(stack, 4000),
    n,
  };
}

async function beaconEvent(raw: unknown, context: Context, origins: Origins): Promise<StoredEvent | null> {
  if (!isObject(raw)) return null;
  const route = catalogueRoute(raw.route);
  if (!route) return null;
  const remote = servedRemote(raw.remote, context);
  const build = remote ? (context.builds[remote] ?? '') : '';
  switch (raw.kind) {
    case 'vital': {
      const metric = VITAL_METRICS.find((name) => name === raw.metric);
      const value = raw.value;
      if (!metric || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
      if (value > (metric === 'CLS' ? 100 : 600_000)) return null;
      const target = metric === 'FCP' || metric === 'TTFB' ? '' : selector(raw.target);
      return {
        kind: 'vital',
        route,
        device: context.device,
        connection: context.connection,
        remote,
        build,
        metric,
        value,
        ...(target ? { target } : {}),
      };
    }
    case 'error':
    case 'rejection':
    case 'resource':
      return errorEvent(raw, raw.kind, route, context, origins);
    case 'remote': {
      // One load failure per remote and view: a view is one failing page view, whatever it says.
      if (!remote || context.failedRemotes.has(remote)) return null;
      context.failedRemotes.add(remote);
      const code = text(raw.code, 40);
      return {
        kind: 'remote',
        route,
        device: context.device,
        connection: context.connection,
        remote,
        build,
        expose: redactText(text(raw.expose, 100).replace(/[^\w./-]/g, ''), 100),
        code: /^[A-Z]+-\d{3}$/.test(code) ? code : 'unknown',
      };
    }
    case 'csp': {
      const directive = text(raw.directive, 60).replace(/[^a-z-]/g, '');
      const blocked = text(raw.url, 300);
      if (!directive || isExtensionUrl(blocked) || isExtensionUrl(text(raw.source, 300))) return null;
      return { kind: 'csp', origin: 'page', route, directive, blocked_url: cspBlocked(blocked) };
    }
    default:
      return null;
  }
}

/** A CSS selector as web-vitals builds it (tags, #ids, .classes, >, :nth-child(n)); attribute parts ([...], they
 * could hold a value) and anything else are cut out. */
function selector(value: unknown): string {
  return redactText(
    text(value, 100)
      .replace(/\[[^\]]*\]?/g, '')
      .replace(/[^\w#.>:()\s-]/g, '')
      .trim(),
    100,
  );
}

/** 'inline', 'eval', 'data' as the browser says them, a URL without its query. */
function cspBlocked(value: string): string {
  const trimmed = value.trim();
  return /^[a-z-]+$/i.test(trimmed) ? trimmed.toLowerCase() : redactText(bareUrl(trimmed), 300);
}

/** The beacon's shape (before its token is checked). */
export function isBeacon(body: unknown): body is Record<string, unknown> & { token?: unknown; events: unknown[] } {
  return isObject(body) && body.v === 1 && Array.isArray(body.events);
}

/** The page's beacon, read with its verified view token's claims (the builds are the token's). */
export async function parseBeacon(body: unknown, origins: Origins, claims: ViewClaims): Promise<ParseResult> {
  if (!isBeacon(body)) return { ok: false, status: 400, reason: 'Formato desconhecido.' };
  const context: Context = {
    device: body.device === 'mobile' ? 'mobile' : 'desktop',
    connection: /^[a-z0-9-]{1,20}$/.test(text(body.connection, 20)) ? text(body.connection, 20) : 'unknown',
    builds: claims.builds,
    errorBudget: MAX_VIEW_ERROR_COUNT,
    failedRemotes: new Set(),
  };
  const events: StoredEvent[] = [];
  for (const raw of body.events.slice(0, MAX_EVENTS)) {
    const event = await beaconEvent(raw, context, origins);
    if (event) events.push(event);
  }
  let view: PageView | null = null;
  if (isObject(body.view)) {
    const route = catalogueRoute(body.view.route);
    const remote = servedRemote(body.view.remote, context);
    if (route)
      view = {
        route,
        device: context.device,
        connection: context.connection,
        remote,
        build: remote ? (context.builds[remote] ?? '') : '',
        shell_build: context.builds.shell ?? '',
      };
  }
  return { ok: true, batch: { view, events } };
}

function cspReportEvent(
  report: { document: unknown; blocked: unknown; directive: unknown; source: unknown },
  origins: Origins,
): StoredEvent | null {
  if (!sameSite(report.document, origins)) return null; // another site's page (or no page at all)
  const blocked = text(report.blocked, 300);
  const directive = text(report.directive, 60)
    .split(/\s+/)[0]!
    .replace(/[^a-z-]/g, '');
  if (!directive || isExtensionUrl(blocked) || isExtensionUrl(text(report.source, 300))) return null;
  if (!URL.canParse(text(report.document, 2000))) return null;
  const route = catalogueRoute(new URL(text(report.document, 2000)).pathname);
  return { kind: 'csp', origin: 'report', route, directive, blocked_url: cspBlocked(blocked) };
}

/** CSP reports: application/reports+json (an array) or application/csp-report (one object). */
export function parseCspReports(body: unknown, origins: Origins): ParseResult {
  const events: StoredEvent[] = [];
  if (Array.isArray(body)) {
    for (const report of body.slice(0, MAX_EVENTS)) {
      if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) continue;
      const event = cspReportEvent(
        {
          document: report.body.documentURL ?? report.url,
          blocked: report.body.blockedURL,
          directive: report.body.effectiveDirective,
          source: report.body.sourceFile,
        },
        origins,
      );
      if (event) events.push(event);
    }
    return { ok: true, batch: { view: null, events } };
  }
  if (isObject(body) && isObject(body['csp-report'])) {
    const report = body['csp-report'];
    const event = cspReportEvent(
      {
        document: report['document-uri'],
        blocked: report['blocked-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        source: report['source-file'],
      },
      origins,
    );
    return { ok: true, batch: { view: null, events: event ? [event] : [] } };
  }
  return { ok: false, status: 400, reason: 'Relatório desconhecido.' };
}
