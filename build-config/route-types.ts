/** A row of the `routes` table as PostgREST returns it (props may be an object or JSON text). */
export interface RouteRecordLike {
  id?: number | string;
  path: string;
  component: string;
  props?: unknown;
  is_active?: boolean;
  priority?: number;
}

/** A route the shell renders. */
export interface ShellRoute {
  path: string;
  component: string;
  props: Record<string, unknown>;
}

export type RouteSource = 'table' | 'fallback';

export interface RouteTable {
  routes: ShellRoute[];
  source: RouteSource;
}
