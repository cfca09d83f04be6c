// What POST /signals accepts, checked and reduced to what is stored (the shapes public.record_site_signals reads):
// - the page's beacon (catcher-script.ts): { v: 1, view, device, connection, builds, events: [...] };
// - CSP reports, both shapes: application/reports+json (Reporting API, `report-to`): [{ type: 'csp-violation', url,
//   body: { documentURL, blockedURL, effectiveDirective, sourceFile, lineNumber } }], and application/csp-report
//   (`report-uri`): { 'csp-report': { 'document-uri', 'blocked-uri', 'effective-directive', 'source-file', ... } }.
// Anything else in a body is ignored; every text is cut; a page or report of another site, and every event that comes
// from a browser extension or from a script of another origin, is dropped.
import { errorFingerprint, normaliseMessage, redactSample, stackFrames, topFrame } from './fingerprint.ts';
import { MAX_EVENTS } from './catcher-script.ts';

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
  /** remote name -> URL of its mf-manifest.json */
  remotes: Record<string, string>;
}

const EXTENSION = /^(chrome|moz|safari-web|ms-browser)-extension:|^(webkit-masked-url|safari-extension):/i;
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,59}$/;
const BUILD_ID = /^[A-Za-z0-9._-]{1,64}$/;
const TOKEN_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{20,}$|^[0-9a-f-]{32,36}$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, max) : '';
const int = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.min(Math.trunc(value), 1e7)) : 0;

export function isExtensionUrl(url: string): boolean {
  return EXTENSION.test(url.trim());
}

/** A page path as stored: no query or hash, token-like segments replaced, at most 200 characters; '' if not a path. */
export function normaliseRoute(value: unknown): string {
  const raw = text(value, 2000).split(/[?#]/)[0]!;
  if (!raw.startsWith('/') || raw.startsWith('//')) return '';
  return raw
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/')
    .slice(0, 200);
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
 * Whose file a URL is: 'shell' (this origin, not under a remote's folder), a remote's name, null when it is another
 * site's or an extension's.
 */
export function ownerOf(url: string, origins: Origins): string | null {
  if (!url || isExtensionUrl(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  for (const [name, manifest] of Object.entries(origins.remotes)) {
    const folder = new URL('./', manifest).href;
    if (parsed.href.startsWith(folder)) return name;
  }
  return parsed.origin === origins.self ? 'shell' : null;
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
  builds: Record<string, string>;
}

function readBuilds(value: unknown): Record<string, string> {
  const builds: Record<string, string> = {};
  if (!isObject(value)) return builds;
  for (const [name, id] of Object.entries(value).slice(0, 12)) {
    if (REMOTE_NAME.test(name) && typeof id === 'string' && BUILD_ID.test(id)) builds[name] = id;
  }
  return builds;
}

const remoteName = (value: unknown): string => {
  const name = text(value, 60);
  return REMOTE_NAME.test(name) ? name : '';
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
  const stack = typeof raw.stack === 'string' ? raw.stack.slice(0, 1000).replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ') : '';
  const frames = stackFrames(stack);
  const source = kind === 'resource' ? bareUrl(raw.url) : bareUrl(raw.source);
  // Not ours: anything an extension threw or failed to load, and errors of other sites' scripts.
  if (isExtensionUrl(source) || frames.some((frame) => isExtensionUrl(frame.url)) || /extension:\/\//i.test(stack))
    return null;
  const file = frames[0]?.url ?? source;
  let remote = remoteName(raw.remote);
  if (file) {
    const owner = ownerOf(file, origins);
    if (owner === null) return null;
    remote = owner === 'shell' ? '' : owner;
  } else if (kind === 'error' && /^script error\.?$/i.test(message.trim())) {
    return null; // a cross-origin script's error, with nothing in it
  }
  const build = context.builds[remote || 'shell'] ?? '';
  const type = kind === 'resource' ? 'LoadError' : text(raw.error_type, 60).trim() || 'Error';
  let normalised = normaliseMessage(message);
  if (normalised.startsWith(`${type}: `)) normalised = normalised.slice(type.length + 2);
  const top = kind === 'resource' ? source.replace(/^[a-z]+:\/\/[^/]+/i, '') : topFrame(frames, source, int(raw.line), int(raw.col));
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
    n: Math.max(1, Math.min(int(raw.n) || 1, 100)),
  };
}

async function beaconEvent(raw: unknown, context: Context, origins: Origins): Promise<StoredEvent | null> {
  if (!isObject(raw)) return null;
  const route = normaliseRoute(raw.route);
  if (!route) return null;
  const remote = remoteName(raw.remote);
  const build = context.builds[remote] ?? '';
  switch (raw.kind) {
    case 'vital': {
      const metric = VITAL_METRICS.find((name) => name === raw.metric);
      const value = raw.value;
      if (!metric || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
      if (value > (metric === 'CLS' ? 100 : 600_000)) return null;
      return { kind: 'vital', route, device: context.device, connection: context.connection, remote, build, metric, value };
    }
    case 'error':
    case 'rejection':
    case 'resource':
      return errorEvent(raw, raw.kind, route, context, origins);
    case 'remote': {
      if (!remote) return null;
      const code = text(raw.code, 40);
      return {
        kind: 'remote',
        route,
        device: context.device,
        connection: context.connection,
        remote,
        build,
        expose: text(raw.expose, 100).replace(/[^\w./-]/g, ''),
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

/** 'inline', 'eval', 'data' as the browser says them, a URL without its query. */
function cspBlocked(value: string): string {
  const trimmed = value.trim();
  return /^[a-z-]+$/i.test(trimmed) ? trimmed.toLowerCase() : bareUrl(trimmed);
}

/** The page's beacon. */
export async function parseBeacon(body: unknown, origins: Origins): Promise<ParseResult> {
  if (!isObject(body) || body.v !== 1 || !Array.isArray(body.events))
    return { ok: false, status: 400, reason: 'Formato desconhecido.' };
  const context: Context = {
    device: body.device === 'mobile' ? 'mobile' : 'desktop',
    connection: /^[a-z0-9-]{1,20}$/.test(text(body.connection, 20)) ? text(body.connection, 20) : 'unknown',
    builds: readBuilds(body.builds),
  };
  const events: StoredEvent[] = [];
  for (const raw of body.events.slice(0, MAX_EVENTS)) {
    const event = await beaconEvent(raw, context, origins);
    if (event) events.push(event);
  }
  let view: PageView | null = null;
  if (isObject(body.view)) {
    const route = normaliseRoute(body.view.route);
    const remote = remoteName(body.view.remote);
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
  let route = '';
  try {
    route = normaliseRoute(new URL(text(report.document, 2000)).pathname);
  } catch {
    return null;
  }
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
