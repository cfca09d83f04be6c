// A remote's standalone routes (its team's dev/preview page), derived from the page catalogue: every path of every
// page the remote exposes, titled as the page. Each remote's src/standalone/routes.ts passes its page modules as
// `import.meta.glob(['../features/*/pages/*.tsx', '!**/*.test.tsx', '!**/*.stories.tsx'])` (keys
// relative to src/standalone/).
import { lazy, type ComponentType } from 'react';
import { pagesOf } from '../pages.ts';
import type { RemoteName } from '../remotes.ts';
import type { StandaloneRoute } from './standalone-app.tsx';

type PageModule = { default: ComponentType<Record<string, unknown>> };

export function standaloneRoutes(
  remote: RemoteName,
  modules: Record<string, () => Promise<unknown>>,
): StandaloneRoute[] {
  return pagesOf(remote).flatMap((page) => {
    // './src/features/x/pages/y.tsx' (from the remote's folder) is '../features/x/pages/y.tsx' from src/standalone/.
    const key = page.module.replace(/^\.\/src\//, '../');
    const load = modules[key];
    if (!load) throw new Error(`${remote}: ${page.module} (page ${page.name}) is not among the remote's page modules`);
    const Page = lazy(() => load() as Promise<PageModule>);
    return page.paths.map((path) => ({ path, title: page.title, Page }));
  });
}
