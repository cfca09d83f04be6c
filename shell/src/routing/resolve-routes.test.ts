import { describe, expect, it, vi } from 'vitest';
import { parseRouteProps, resolveRouteTable, toShellRoutes } from './resolve-routes';
import { STATIC_ROUTES } from '@funil/build-config/static-routes';
import { COMPONENT_REGISTRY } from '@funil/build-config/component-registry';
import { PAGE_LIST } from '@funil/build-config/pages';

const spec16 = [
  '/',
  '/inscricao',
  '/inscricao/obrigado',
  '/inscricao/obrigado-2',
  '/aulas',
  '/privacy-policy',
  '/bio',
  '/bio-link',
  '/launch',
  '/lista-espera',
  '/docs',
  '/pesquisa',
  '/campanhas-nav',
  '/campanhas',
  '/compras',
  '/oferta',
];
/** The staff insights screens the dashboards' menu links to. */
const insights = ['/campanhas/funil', '/campanhas/pesquisa', '/campanhas/lancamentos', '/campanhas/lgpd'];

describe('resolveRouteTable', () => {
  it('uses the table when it has active routes, in priority order, then the catalogue paths it does not mention', async () => {
    const table = await resolveRouteTable(async () => [
      { id: 2, path: '/b', component: 'Bio', props: null, is_active: true, priority: 20 },
      { id: 1, path: '/a', component: 'PrivacyPolicy', props: {}, is_active: true, priority: 10 },
      { id: 3, path: '/off', component: 'Docs', props: {}, is_active: false, priority: 1 },
      { id: 4, path: '/docs', component: 'Redirect', props: { to: '/inscricao' }, is_active: true, priority: 30 },
    ]);
    expect(table.source).toBe('table');
    expect(table.routes.slice(0, 3).map((r) => r.path)).toEqual(['/a', '/b', '/docs']);
    const rest = table.routes.slice(3);
    expect(rest.map((r) => r.path)).toEqual(STATIC_ROUTES.map((r) => r.path).filter((path) => path !== '/docs'));
    // A row for a catalogue path overrides the catalogue (here: the guide switched off by a redirect).
    expect(table.routes.filter((r) => r.path === '/docs')).toEqual([
      { path: '/docs', component: 'Redirect', props: { to: '/inscricao' } },
    ]);
  });

  it('falls back to the catalogue when the table is empty: the spec static set and every catalogue path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const table = await resolveRouteTable(async () => []);
    expect(table.source).toBe('fallback');
    const paths = table.routes.map((r) => r.path);
    for (const path of [...spec16, ...insights, '/instrutor', '/descadastro']) expect(paths).toContain(path);
    expect(paths).toEqual(['/', ...PAGE_LIST.flatMap((page) => page.paths)]);
    expect(warn).toHaveBeenCalled();
  });

  it('falls back when only inactive routes exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const table = await resolveRouteTable(async () => [
      { path: '/x', component: 'Bio', is_active: false, priority: 1 },
    ]);
    expect(table.source).toBe('fallback');
  });

  it('falls back (and logs) when loading fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = await resolveRouteTable(() => Promise.reject(new Error('PostgREST fora do ar')));
    expect(table.source).toBe('fallback');
    expect(table.routes).toHaveLength(STATIC_ROUTES.length);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('falha ao carregar'), expect.any(Error));
  });

  it('gives a fresh copy of the fallback each time (callers cannot change the static set)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await resolveRouteTable(async () => []);
    first.routes[0]!.props.to = '/elsewhere';
    expect(STATIC_ROUTES[0]!.props.to).toBe('/inscricao');
  });

  it('the fallback has the four insights screens, each mapped to a dashboards module, like the route table', () => {
    const byPath = new Map(STATIC_ROUTES.map((r) => [r.path, r]));
    expect(insights.map((path) => byPath.get(path)?.component)).toEqual([
      'LaunchFunnel',
      'SurveyResults',
      'LaunchSettings',
      'DataRequests',
    ]);
    for (const path of insights) expect(COMPONENT_REGISTRY[byPath.get(path)!.component]?.remote).toBe('mfe_dashboards');
  });

  it('the fallback redirects / to /inscricao with replace', () => {
    expect(STATIC_ROUTES[0]).toEqual({ path: '/', component: 'Redirect', props: { to: '/inscricao', replace: true } });
  });
});

describe('toShellRoutes', () => {
  it('parses props given as JSON text', () => {
    const [route] = toShellRoutes([
      { path: '/', component: 'Redirect', props: '{"to":"/inscricao","replace":true}', priority: 0 },
    ]);
    expect(route!.props).toEqual({ to: '/inscricao', replace: true });
  });

  it('keeps the first of two records with the same path (lowest priority)', () => {
    const routes = toShellRoutes([
      { path: '/x', component: 'Docs', priority: 5 },
      { path: '/x', component: 'Bio', priority: 1 },
    ]);
    expect(routes).toEqual([{ path: '/x', component: 'Bio', props: {} }]);
  });
});

describe('parseRouteProps', () => {
  it('accepts objects and JSON text objects', () => {
    expect(parseRouteProps({ a: 1 })).toEqual({ a: 1 });
    expect(parseRouteProps(' {"a": [1, 2]} ')).toEqual({ a: [1, 2] });
  });

  it('treats empty, null and missing as no props', () => {
    expect(parseRouteProps('')).toEqual({});
    expect(parseRouteProps(null)).toEqual({});
    expect(parseRouteProps(undefined)).toEqual({});
  });

  it('logs and ignores invalid JSON text or non-object JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseRouteProps('{to: /x}', '/x')).toEqual({});
    expect(parseRouteProps('[1,2]', '/y')).toEqual({});
    expect(parseRouteProps('"text"', '/z')).toEqual({});
    expect(error).toHaveBeenCalledTimes(3);
  });
});
