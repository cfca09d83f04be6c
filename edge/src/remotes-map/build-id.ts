// A release's build id from its manifest URL: `npm run remote -- build` puts every release of a remote under
// `<origin>/<build-id>/` (never overwritten), with <build-id> the build's content hash (build-config/build-id-plugin.ts
// of the production signals: 12 hex digits, also the manifest's metaData.buildInfo.buildVersion, which the pages report
// with their signals). '' when the URL does not follow that layout.
export const BUILD_ID = /^[0-9a-f]{12}$/;

export function buildIdFromManifestUrl(url: string): string {
  if (!URL.canParse(url)) return '';
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const folder = segments.at(-2) ?? '';
  return BUILD_ID.test(folder) ? folder : '';
}
