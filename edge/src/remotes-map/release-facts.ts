// Fetches what a new version of a remote is checked against (release-checks.ts): the release's manifest, remote entry
// and pre-rendered pages from its origin (only once the origin is allowed), the environment's route table (the routes
// table's active rows through PostgREST, then the fallback routes derived from the page catalogue) and the shell's
// singleton versions.
import { lookupComponent } from '@funil/build-config/component-registry';
import { PAGE_LIST } from '@funil/build-config/pages';
import { SHARED_SINGLETON_VERSIONS } from '@funil/build-config/shared-singletons';
import { STATIC_ROUTES } from '@funil/build-config/static-routes';
import { prerenderUrl } from '../compose.ts';
import {
  checkExposes,
  checkManifest,
  checkOrigin,
  checkPrerendered,
  checkReleaseLayout,
  checkRemoteEntry,
  checkSharedSingletons,
  remoteEntryUrl,
  type FetchResult,
  type ReleaseManifest,
  type RouteUse,
} from './release-checks.ts';

export interface ReleaseCheckEnv {
  allowedOrigins: string[];
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function get(
  url: string,
  env: ReleaseCheckEnv,
  headers: Record<string, string> = {},
  attempt = 1,
): Promise<FetchResult & { text: string }> {
  try {
    const response = await (env.fetch ?? fetch)(url, {
      headers: { accept: '*/*', ...headers },
      signal: AbortSignal.timeout(env.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    return { url, status: response.status, bytes: new TextEncoder().encode(text).length, text };
  } catch (error) {
    // A request that failed before any answer (a kept-alive connection the origin closed just as it was reused: a
    // reset) is tried once more; a timeout is not (the origin is slow, not gone).
    if (attempt === 1 && (error as Error | null)?.name !== 'TimeoutError') return get(url, env, headers, 2);
    return { url, status: 0, bytes: 0, text: '' };
  }
}

/** The routes table's active rows (anon can read them, like the shell); throws when it cannot be read. */
export async function routesTable(env: ReleaseCheckEnv): Promise<RouteUse[]> {
  const url = `${env.supabaseUrl.replace(/\/$/, '')}/rest/v1/routes?select=path,component&is_active=eq.true`;
  const result = await get(url, env, { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}` });
  if (result.status !== 200)
    throw new Error(
      `the routes table could not be read (${result.status === 0 ? 'no answer' : `HTTP ${result.status}`} from ${env.supabaseUrl}): a version cannot be checked against the route table without it; try again when the database answers.`,
    );
  const rows = JSON.parse(result.text) as { path: string; component: string }[];
  return rows.map((row) => ({ path: row.path, component: row.component, source: 'routes table' as const }));
}

export function staticRoutes(): RouteUse[] {
  return STATIC_ROUTES.map((route) => ({
    path: route.path,
    component: route.component,
    source: 'static fallback' as const,
  }));
}

/** The pages the edge pre-renders from `remote` (the page catalogue's `prerender`, as src/page-routes.ts), by module. */
export function prerenderedPages(remote: string): { path: string; expose: string }[] {
  return PAGE_LIST.filter((page) => page.remote === remote && page.prerender).map((page) => ({
    path: page.paths[0] ?? '',
    expose: page.name,
  }));
}

/** Every problem of `manifestUrl` as the new version of `remote` in this environment ([] = it may be published). */
export async function releaseProblems(remote: string, manifestUrl: string, env: ReleaseCheckEnv): Promise<string[]> {
  const origin = checkOrigin(manifestUrl, env.allowedOrigins);
  if (origin) return [origin];
  const layout = checkReleaseLayout(manifestUrl);
  if (layout) return [layout];
  const fetched = await get(manifestUrl, env);
  if (fetched.status !== 200)
    return [
      `The manifest ${manifestUrl} ${fetched.status === 0 ? 'could not be fetched' : `answered ${fetched.status}`}: upload the release first (npm run remote -- build prints its URL).`,
    ];
  let manifest: ReleaseManifest | null;
  try {
    manifest = JSON.parse(fetched.text) as ReleaseManifest;
  } catch {
    manifest = null;
  }
  const invalid = checkManifest(remote, manifestUrl, manifest);
  if (invalid || !manifest) return [invalid ?? `${manifestUrl} is not JSON.`];

  const entryUrl = remoteEntryUrl(manifestUrl, manifest);
  const entryOrigin = checkOrigin(entryUrl, env.allowedOrigins, 'The remote entry');
  const pages = prerenderedPages(remote);
  const [entry, rendered, table] = await Promise.all([
    entryOrigin ? null : get(entryUrl, env),
    Promise.all(
      pages.map(async (page) => ({ ...page, result: await get(prerenderUrl(manifestUrl, page.expose), env) })),
    ),
    routesTable(env).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => ({ rows: [] as RouteUse[], error: (error as Error).message }),
    ),
  ]);
  const problems: string[] = [];
  if (entryOrigin) problems.push(entryOrigin);
  if (entry) {
    const entryProblem = checkRemoteEntry(entry);
    if (entryProblem) problems.push(entryProblem);
  }
  if (table.error) problems.push(`${table.error[0]!.toUpperCase()}${table.error.slice(1)}`);
  problems.push(...checkExposes(remote, manifest, [...table.rows, ...staticRoutes()], lookupComponent));
  problems.push(...checkSharedSingletons(remote, manifest, SHARED_SINGLETON_VERSIONS));
  // A page the manifest does not expose is reported once, above, not again as missing markup.
  const exposed = new Set((manifest.exposes ?? []).map((entry) => String(entry.name ?? '').replace(/^\.\//, '')));
  problems.push(
    ...checkPrerendered(
      remote,
      rendered.filter((page) => exposed.has(page.expose)),
    ),
  );
  return problems;
}
