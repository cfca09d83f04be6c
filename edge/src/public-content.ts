// The public content (data-client/src/public/public-content.ts: the route table, the current launch's public settings,
// the lesson catalogue) put in every page as one JSON data block, so a page view costs the database nothing: each
// resource is read from the API as a visitor's browser would (PostgREST, anon key, the same public columns) through
// the edge's cache of remote files (src/remote-cache.ts): fresh for PUBLIC_CONTENT_TTL_SECONDS, then served stale
// while one background read revalidates it for PUBLIC_CONTENT_STALE_SECONDS (so at most one read per resource and
// location per TTL, and a staff change shows on every page within TTL + STALE seconds), and past that still answered
// for PUBLIC_CONTENT_STALE_IF_ERROR_SECONDS when the API is down. A resource the edge cannot read (API down, nothing
// cached) is left out of the block: the page's data-client then asks the API itself, as before.
import {
  PUBLIC_CONTENT_ELEMENT_ID,
  PUBLIC_RESOURCES,
  type PublicContent,
  type PublicResource,
} from '@funil/data-client/public/public-content';
import { fetchRemoteText, type CacheLike } from './remote-cache.ts';

/** The worker's vars of this path (wrangler.jsonc; `npm start` and the e2e suite may override them). */
export interface PublicContentVars {
  /** Seconds a resource read from the API is fresh (default 20). */
  PUBLIC_CONTENT_TTL_SECONDS?: string;
  /** Seconds after that it is served while one background read revalidates it (default 10). */
  PUBLIC_CONTENT_STALE_SECONDS?: string;
  /** Seconds after that it is still served when the API does not answer (default 86400: a day). */
  PUBLIC_CONTENT_STALE_IF_ERROR_SECONDS?: string;
  /** How long a page waits for a read the cache cannot answer (default 800 ms; then the page goes without it). */
  PUBLIC_CONTENT_TIMEOUT_MS?: string;
}

export interface PublicContentTiming {
  ttlSeconds: number;
  staleSeconds: number;
  staleIfErrorSeconds: number;
  timeoutMs: number;
}

function nonNegative(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function publicContentTiming(vars: PublicContentVars): PublicContentTiming {
  return {
    ttlSeconds: nonNegative(vars.PUBLIC_CONTENT_TTL_SECONDS, 20),
    staleSeconds: nonNegative(vars.PUBLIC_CONTENT_STALE_SECONDS, 10),
    staleIfErrorSeconds: nonNegative(vars.PUBLIC_CONTENT_STALE_IF_ERROR_SECONDS, 86_400),
    timeoutMs: nonNegative(vars.PUBLIC_CONTENT_TIMEOUT_MS, 800),
  };
}

/** Where the edge reads a resource: the API's URL of it (also its cache key; the key goes in headers, never in it). */
export function resourceUrl(supabaseUrl: string, resource: PublicResource): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/${resource.path}`;
}

/** A resource's rows as PostgREST answered them; null unless a JSON array of objects. */
export function parseRows(text: string | null): unknown[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))
      ? value
      : null;
  } catch {
    return null;
  }
}

export interface LoadPublicContentOptions {
  supabaseUrl: string;
  anonKey: string;
  cache: CacheLike | null;
  timing: PublicContentTiming;
  waitUntil: (promise: Promise<unknown>) => void;
  fetch?: typeof fetch;
  now?: () => number;
  resources?: readonly PublicResource[];
  /** The remote of the page being composed (null: a path the static table does not know, so it gets every resource). */
  remote: string | null;
}

/** The resources a page of this remote gets: the ones every page reads and the ones its remote reads. */
export function resourcesFor(remote: string | null, resources: readonly PublicResource[] = PUBLIC_RESOURCES) {
  return resources.filter((resource) => !resource.remotes || remote === null || resource.remotes.includes(remote));
}

/** The page's public resources, read through the cache in parallel; the ones that could not be read are left out. */
export async function loadPublicContent(options: LoadPublicContentOptions): Promise<PublicContent> {
  if (!URL.canParse(options.supabaseUrl) || !options.anonKey) return {};
  const signal = AbortSignal.timeout(options.timing.timeoutMs);
  const resources = resourcesFor(options.remote, options.resources);
  const rows = await Promise.all(
    resources.map(async (resource) =>
      parseRows(
        await fetchRemoteText(resourceUrl(options.supabaseUrl, resource), {
          cache: options.cache,
          ttlSeconds: options.timing.ttlSeconds,
          staleSeconds: options.timing.staleSeconds,
          staleIfErrorSeconds: options.timing.staleIfErrorSeconds,
          timeoutMs: options.timing.timeoutMs,
          signal,
          waitUntil: options.waitUntil,
          headers: {
            accept: 'application/json',
            apikey: options.anonKey,
            authorization: `Bearer ${options.anonKey}`,
          },
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(options.now ? { now: options.now } : {}),
        }).catch(() => null),
      ),
    ),
  );
  const content: Record<string, unknown[]> = {};
  resources.forEach((resource, index) => {
    const list = rows[index];
    if (list) content[resource.name] = list;
  });
  return content as PublicContent;
}

/** The data block (JSON safe inside <script>), at the end of <body>: after the markup, so it never delays the paint. */
export function inlinePublicContent(html: string, content: PublicContent): string {
  if (Object.keys(content).length === 0) return html;
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PUBLIC_CONTENT_ELEMENT_ID}">${json}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + block : html.slice(0, end) + block + html.slice(end);
}
