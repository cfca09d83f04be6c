// Which remote page a path shows before the routes table is read, and whether the edge pre-renders it: the page
// catalogue (build-config/pages.ts, bundled in; no copy).
import { pageForPath } from '@funil/build-config/pages';
import type { RemoteModuleRef } from '@funil/build-config/component-registry';

export type { RemoteModuleRef };

/** The pre-rendered remote page of a catalogue path (trailing slash ignored); null for other paths. */
export function remotePageForPath(pathname: string): RemoteModuleRef | null {
  const page = pageForPath(pathname);
  return page?.prerender ? { remote: page.remote, expose: page.name } : null;
}
