import { columnList } from '../db';
import { fail } from '../errors';
import { pageContent, ROUTE_COLUMN_NAMES } from './public-content';

/** A row of the routes table (internal-side spec, 'Route record'), props always an object. */
export interface RouteRecord {
  id: number;
  path: string;
  component: string;
  props: Record<string, unknown>;
  isActive: boolean;
  priority: number;
}

export interface RouteRow {
  id: number | string;
  path: string;
  component: string;
  props: unknown;
  is_active: boolean;
  priority: number;
}

/** props may be a JSON object or JSON text; anything else (unparsable, array, scalar) is logged and becomes {}. */
export function parseRouteProps(props: unknown, path = ''): Record<string, unknown> {
  let value = props;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return {};
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      console.warn(`[data-client] props inválidas (JSON) na rota ${path}: usando {}`, error);
      return {};
    }
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    console.warn(`[data-client] props da rota ${path} não são um objeto: usando {}`, value);
    return {};
  }
  return value as Record<string, unknown>;
}

export function toRouteRecord(row: RouteRow): RouteRecord {
  return {
    id: Number(row.id),
    path: row.path,
    component: row.component,
    props: parseRouteProps(row.props, row.path),
    isActive: row.is_active,
    priority: row.priority,
  };
}

/**
 * Active routes ordered by priority ascending (ties by id, so the order is stable): from the page's data block, else
 * the API.
 */
export async function fetchActiveRoutes(): Promise<RouteRecord[]> {
  const inPage = pageContent<RouteRow>('routes');
  if (inPage) return inPage.map(toRouteRecord);
  // The PostgREST client only when the page lacks the data: pages with the edge's data block never load it.
  const rest = await (await import('./rest')).getPublicRest();
  const { data, error, status } = await rest
    .from('routes')
    .select(columnList(ROUTE_COLUMN_NAMES))
    .eq('is_active', true)
    .order('priority', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw fail('erro ao carregar as rotas', error, { status });
  return ((data ?? []) as RouteRow[]).map(toRouteRecord);
}
