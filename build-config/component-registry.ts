// The component registry: every component name a route record may use -> the remote and the module it exposes.
// Derived from the page catalogue (build-config/pages.ts); `Redirect` is handled by the shell itself.

import { PAGE_LIST, REDIRECT_COMPONENT } from './pages.ts';
import type { RemoteName } from './remotes.ts';

export type { RemoteName };
export { REDIRECT_COMPONENT };

export interface RemoteModuleRef {
  remote: RemoteName;
  /** Exposed module name without the leading './' (loadRemote('mfe_funnel/PrivacyPolicy')). */
  expose: string;
}

export const COMPONENT_REGISTRY: Readonly<Record<string, RemoteModuleRef>> = Object.fromEntries(
  PAGE_LIST.flatMap((page) =>
    [page.name, ...(page.aliases ?? [])].map((component) => [component, { remote: page.remote, expose: page.name }]),
  ),
);

export function lookupComponent(name: string): RemoteModuleRef | undefined {
  return Object.hasOwn(COMPONENT_REGISTRY, name) ? COMPONENT_REGISTRY[name] : undefined;
}
