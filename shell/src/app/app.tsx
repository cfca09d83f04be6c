import { BrowserRouter } from 'react-router-dom';
import { LoadingMessage } from '../remotes/loading-message';
import type { RouteRecordLike } from '../routing/route-types';
import { RouteView } from '../routing/route-view';
import { useRouteTable } from '../routing/use-route-table';
import { ShellLayout } from './shell-layout';

export interface AppProps {
  fetchRoutes: () => Promise<readonly RouteRecordLike[]>;
}

function RoutedPages({ fetchRoutes }: AppProps) {
  const table = useRouteTable(fetchRoutes);
  if (!table) return <LoadingMessage />;
  return <RouteView routes={table.routes} />;
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
