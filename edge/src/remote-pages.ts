// The pre-rendered page of a static route, from its remote's origin (manifest, markup, CSS): null when the remote is
// not in the map, down, slow past the deadline, or lacks the page. The caller then serves the plain shell page. With a
// variant (the class page for the class of the link), the variant's markup filled; the page's generic markup when the
// remote has no such variant or its markup cannot be filled.
import {
  buildPrerenderedPage,
  exposeFiles,
  prerenderUrl,
  type PrerenderedPage,
  type RemoteManifest,
} from './compose.ts';
import type { PageVariant } from './class-page.ts';
import type { RemoteModuleRef } from './page-routes.ts';
import { fetchRemoteText, type RemoteFetchOptions } from './remote-cache.ts';

function parseManifest(text: string | null): RemoteManifest | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as RemoteManifest;
    return value && typeof value === 'object' && Array.isArray(value.exposes) && value.metaData?.remoteEntry
      ? value
      : null;
  } catch {
    return null;
  }
}

export async function loadPrerenderedPage(
  ref: RemoteModuleRef,
  remotes: Record<string, string>,
  options: RemoteFetchOptions,
  variant: PageVariant | null = null,
): Promise<PrerenderedPage | null> {
  const manifestUrl = remotes[ref.remote];
  if (!manifestUrl) return null;
  const manifest = parseManifest(await fetchRemoteText(manifestUrl, options));
  if (!manifest) return null;
  const files = exposeFiles(manifest, manifestUrl, ref.expose);
  if (!files) return null;
  const [generic, filled, ...styles] = await Promise.all([
    fetchRemoteText(prerenderUrl(manifestUrl, ref.expose), options),
    variant
      ? fetchRemoteText(prerenderUrl(manifestUrl, ref.expose, variant.name), options).then((text) =>
          text ? variant.fill(text) : null,
        )
      : null,
    ...files.css.map((url) => fetchRemoteText(url, options)),
  ]);
  const markup = filled ?? generic;
  if (markup === null || markup === undefined || styles.some((css) => css === null)) return null;
  const css = Object.fromEntries(files.css.map((url, index) => [url, styles[index] as string]));
  return buildPrerenderedPage({
    key: `${ref.remote}/${ref.expose}`,
    manifest,
    manifestUrl,
    expose: ref.expose,
    markup,
    css,
  });
}
