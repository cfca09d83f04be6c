// What a remote's new version must pass before the map points at it, pure: each check takes what was fetched and
// says, in a sentence, what is wrong and what to do. release-facts.ts fetches; store.ts refuses the change on any
// problem (the map stays as it was).
import { SHARED_SINGLETONS } from '@funil/build-config/shared-singletons';
import type { RemoteModuleRef } from '../page-routes.ts';
import { buildIdFromManifestUrl } from './build-id.ts';

/** The parts of mf-manifest.json the checks read. */
export interface ReleaseManifest {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: { name?: unknown; path?: unknown }[];
  shared?: { name?: unknown; version?: unknown; singleton?: unknown }[];
}

/** A route of the environment's route table: the routes table's active rows, then the static fallback. */
export interface RouteUse {
  path: string;
  component: string;
  source: 'routes table' | 'static fallback';
}

export interface FetchResult {
  url: string;
  /** HTTP status; 0 when the request failed (refused, timed out). */
  status: number;
  /** Body length in bytes (0 when failed). */
  bytes: number;
}

/** The origins this environment's remotes may be served from (REMOTE_ORIGIN_ALLOWLIST: origins, comma or space separated). */
export function parseAllowlist(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((item) => (URL.canParse(item) ? [new URL(item).origin] : []));
}

/** The URL's origin must be one this environment allows (checked before anything is fetched from it). */
export function checkOrigin(url: string, allowed: readonly string[], what = 'The manifest URL'): string | null {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    return `${what} "${url}" is not an http(s) URL: give the full URL of the release's mf-manifest.json.`;
  const origin = new URL(url).origin;
  if (allowed.length === 0)
    return `This environment allows no remote origin yet: set REMOTE_ORIGIN_ALLOWLIST on the edge worker (the origins its remotes are uploaded to), then publish again.`;
  if (!allowed.includes(origin))
    return `${what}'s origin ${origin} is not allowed in this environment (allowed: ${allowed.join(', ')}): upload the release to one of those origins, or add ${origin} to REMOTE_ORIGIN_ALLOWLIST if it is really yours.`;
  return null;
}

/**
 * The release layout (`npm run remote -- build`): `<origin>/<path>/<build-id>/mf-manifest.json`, the build id the
 * build's 12-hex-digit content hash. It is the only one accepted, as a release or a canary: the build id in the URL is
 * what the view tokens, the health and the rollback name a version by (a `/latest/` folder is no version, and a folder
 * that is overwritten would change under a canary).
 */
export function checkReleaseLayout(url: string): string | null {
  if (URL.canParse(url) && new URL(url).pathname.endsWith('/mf-manifest.json') && buildIdFromManifestUrl(url))
    return null;
  return `"${url}" is not a release's manifest URL: give <origin>/<build-id>/mf-manifest.json, the folder \`npm run remote -- build\` printed (12 hex digits, never overwritten); a folder such as /latest/ names no version.`;
}

/** The manifest is a Module Federation manifest of this remote. */
export function checkManifest(remote: string, manifestUrl: string, manifest: ReleaseManifest | null): string | null {
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.exposes) || !manifest.metaData?.remoteEntry)
    return `${manifestUrl} is not a Module Federation manifest (no exposes / metaData.remoteEntry): give the URL of the release's mf-manifest.json.`;
  if (manifest.name !== remote)
    return `${manifestUrl} is the manifest of "${String(manifest.name)}", not of ${remote}: check the remote name and the URL.`;
  return null;
}

/** Where the manifest's remote entry is (its publicPath when absolute, else next to the manifest). */
export function remoteEntryUrl(manifestUrl: string, manifest: ReleaseManifest): string {
  const entry = manifest.metaData?.remoteEntry ?? {};
  const file = [entry.path, entry.name].filter((part) => typeof part === 'string' && part !== '').join('/');
  const publicPath = manifest.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' && URL.canParse(publicPath)
      ? new URL(publicPath)
      : new URL('./', manifestUrl);
  return new URL(file, base).href;
}

export function checkRemoteEntry(result: FetchResult): string | null {
  if (result.status === 200 && result.bytes > 0) return null;
  const got =
    result.status === 0 ? 'could not be fetched' : result.status === 200 ? 'is empty' : `answered ${result.status}`;
  return `The remote entry ${result.url} ${got}: upload the whole release folder (remoteEntry.js with its manifest) before publishing.`;
}

const exposeName = (name: unknown) => String(name ?? '').replace(/^\.\//, '');

/** Every component the environment's route table maps to this remote is exposed by the manifest. */
export function checkExposes(
  remote: string,
  manifest: ReleaseManifest,
  routes: readonly RouteUse[],
  lookup: (component: string) => RemoteModuleRef | undefined,
): string[] {
  const exposed = new Set((manifest.exposes ?? []).map((entry) => exposeName(entry.name)));
  const problems = new Map<string, string[]>();
  for (const route of routes) {
    const ref = lookup(route.component);
    if (!ref || ref.remote !== remote || exposed.has(ref.expose)) continue;
    const uses = problems.get(ref.expose) ?? [];
    uses.push(`${route.path} (${route.source}, component ${route.component})`);
    problems.set(ref.expose, uses);
  }
  return [...problems].map(
    ([expose, uses]) =>
      `${remote} does not expose ./${expose}, which the route table shows at ${uses.join(', ')}: build the remote from code whose page catalogue (build-config/pages.ts) declares ${expose} for ${remote}, or change those routes first.`,
  );
}

/** Each shared singleton is shared by the remote, as a singleton, at the exact version the shell runs. */
export function checkSharedSingletons(
  remote: string,
  manifest: ReleaseManifest,
  shellVersions: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    const shell = shellVersions[name];
    const shared = (manifest.shared ?? []).find((entry) => entry.name === name);
    if (!shared) {
      problems.push(
        `${remote} does not share ${name}: it would run its own copy next to the shell's ${name} ${shell ?? ''}; build it with the site's Module Federation setup (build-config/remote-vite-config.ts).`.replace(
          ' ;',
          ';',
        ),
      );
    } else if (shared.singleton !== true) {
      problems.push(
        `${remote} shares ${name} but not as a singleton: build it with the site's Module Federation setup (build-config/remote-vite-config.ts).`,
      );
    } else if (shell && shared.version !== shell) {
      problems.push(
        `${remote} was built with ${name} ${String(shared.version)} but the shell runs ${name} ${shell}: set ${name} to ${shell} in the remote's package.json and build again (a second version of a singleton breaks the page at run time).`,
      );
    }
  }
  return problems;
}

/** A page the edge pre-renders from this remote whose markup is missing from the release. */
export function checkPrerendered(
  remote: string,
  pages: readonly { path: string; expose: string; result: FetchResult }[],
): string[] {
  return pages
    .filter((page) => page.result.status !== 200)
    .map(
      (page) =>
        `The edge pre-renders ${page.path} from ${remote}/${page.expose}, but ${page.result.url} ${page.result.status === 0 ? 'could not be fetched' : `answered ${page.result.status}`}: build with pre-rendering (dist/prerender/${page.expose}.html; see the build's [prerender] warnings) and upload prerender/ with the release.`,
    );
}
