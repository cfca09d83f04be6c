import { BrowserRouter, useLocation } from 'react-router-dom';
import { LoadingMessage } from '../remotes/loading-message';
import { lookupComponent } from '@funil/build-config/component-registry';
import type { RouteRecordLike } from '@funil/build-config/route-types';
import type { ShellRoute } from '@funil/build-config/route-types';
import { RouteView } from '../routing/route-view';
import { STATIC_ROUTES } from '@funil/build-config/static-routes';
import { useRouteTable } from '../routing/use-route-table';
import { ShellLayout } from './shell-layout';

export interface AppProps {
  fetchRoutes: () => Promise<readonly RouteRecordLike[]>;
}

/** The static table's page for this exact path (not a redirect, a known component), or undefined. */
export function provisionalRoute(pathname: string): ShellRoute | undefined {
  const route = STATIC_ROUTES.find((candidate) => candidate.path === pathname);
  return route && lookupComponent(route.component) ? route : undefined;
}

/** While the route table loads, a path of the static table renders its page at once (no round trip before the first
 * paint; the same element position, so the page keeps its state when the table arrives and agrees); any other path
 * waits for the table ('Carregando...'), which may route it. */
function RoutedPages({ fetchRoutes }: AppProps) {
  const table = useRouteTable(fetchRoutes);
  const { pathname } = useLocation();
  if (table) return <RouteView routes={table.routes} />;
  const provisional = provisionalRoute(pathname);
  if (!provisional) return <LoadingMessage />;
  return <RouteView routes={[provisional]} catchAll={false} />;
}

export function App({ fetchRoutes }: AppProps) {
  return (
    <BrowserRouter>
      <ShellLayout>
        <RoutedPages fetchRoutes={fetchRoutes} />
      </ShellLayout>
    </BrowserRouter>
  );
}
