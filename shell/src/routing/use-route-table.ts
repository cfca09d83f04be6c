import { useEffect, useState } from 'react';
import type { RouteRecordLike, RouteTable } from './route-types';
import { resolveRouteTable } from './resolve-routes';

/** null while loading, then the table (or the static fallback). */
export function useRouteTable(fetchRoutes: () => Promise<readonly RouteRecordLike[]>): RouteTable | null {
  const [table, setTable] = useState<RouteTable | null>(null);
  useEffect(() => {
    let live = true;
    void resolveRouteTable(fetchRoutes).then((result) => {
      if (live) setTable(result);
    });
    return () => {
      live = false;
    };
  }, [fetchRoutes]);
  return table;
}
