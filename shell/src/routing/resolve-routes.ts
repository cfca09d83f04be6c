import type { RouteRecordLike, RouteTable, ShellRoute } from '@funil/build-config/route-types';
import { STATIC_ROUTES } from '@funil/build-config/static-routes';

/** Route props come as a JSON object or as JSON text; anything else (or unparsable text) is no props. */
export function parseRouteProps(raw: unknown, path = '?'): Record<string, unknown> {
  let value = raw;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return {};
    try {
      value = JSON.parse(text);
    } catch {
      console.error(`[shell] rota ${path}: props não são JSON válido; usando {}`, raw);
      return {};
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (value !== null && value !== undefined)
    console.error(`[shell] rota ${path}: props devem ser um objeto; usando {}`, raw);
  return {};
}

/** Active records only, priority ascending (stable), props parsed; of two records with one path the first wins. */
export function toShellRoutes(records: readonly RouteRecordLike[]): ShellRoute[] {
  const seen = new Set<string>();
  return records
    .map((record, index) => ({ record, index }))
    .filter(
      ({ record }) =>
        record.is_active !== false && typeof record.path === 'string' && typeof record.component === 'string',
    )
    .sort((a, b) => (a.record.priority ?? 0) - (b.record.priority ?? 0) || a.index - b.index)
    .map(({ record }) => ({
      path: record.path.trim(),
      component: record.component.trim(),
      props: parseRouteProps(record.props, record.path),
    }))
    .filter((route) => {
      if (route.path === '' || seen.has(route.path)) return false;
      seen.add(route.path);
      return true;
    });
}

export function fallbackTable(): RouteTable {
  return { routes: STATIC_ROUTES.map((route) => ({ ...route, props: { ...route.props } })), source: 'fallback' };
}

/**
 * The table's routes, then every catalogue path the table does not mention (a page added to the catalogue is served
 * without a `routes` row; a row for its path, e.g. a Redirect, overrides it).
 */
export function withCataloguePaths(routes: readonly ShellRoute[]): ShellRoute[] {
  const mentioned = new Set(routes.map((route) => route.path));
  return [
    ...routes,
    ...STATIC_ROUTES.filter((route) => !mentioned.has(route.path)).map((route) => ({
      ...route,
      props: { ...route.props },
    })),
  ];
}

/**
 * Loads the route table, completed with the catalogue's paths it does not mention; the fallback set alone when loading
 * fails or no (active) route exists. Never rejects.
 */
export async function resolveRouteTable(fetchRoutes: () => Promise<readonly RouteRecordLike[]>): Promise<RouteTable> {
  try {
    const routes = toShellRoutes(await fetchRoutes());
    if (routes.length === 0) {
      console.warn('[shell] tabela de rotas vazia: usando as rotas padrão');
      return fallbackTable();
    }
    return { routes: withCataloguePaths(routes), source: 'table' };
  } catch (error) {
    console.error('[shell] falha ao carregar a tabela de rotas: usando as rotas padrão', error);
    return fallbackTable();
  }
}
