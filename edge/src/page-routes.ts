// Which remote page a path shows before the routes table is read: the shell's static route table and its
// component registry (the same two files the shell uses, bundled in; no copy).
import { lookupComponent, type RemoteModuleRef } from '../../shell/src/remotes/registry.ts';
import { STATIC_ROUTES } from '../../shell/src/routing/static-routes.ts';

export type { RemoteModuleRef };

/** The remote page of a static route (trailing slash ignored); null for redirects and unknown paths. */
export function remotePageForPath(pathname: string): RemoteModuleRef | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = STATIC_ROUTES.find((candidate) => candidate.path === path);
  return (route && lookupComponent(route.component)) ?? null;
}
