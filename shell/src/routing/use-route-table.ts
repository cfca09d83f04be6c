import { useCallback } from 'react';
import { useLoad } from '@funil/shared-ui/load/use-load';
import type { RouteRecordLike, RouteTable } from '@funil/build-config/route-types';
import { resolveRouteTable } from './resolve-routes';

/** null while loading, then the table (resolveRouteTable never fails: it falls back to the static table). */
export function useRouteTable(fetchRoutes: () => Promise<readonly RouteRecordLike[]>): RouteTable | null {
  const load = useCallback(() => resolveRouteTable(fetchRoutes), [fetchRoutes]);
  const table = useLoad(load);
  return table.status === 'success' ? table.data : null;
}
