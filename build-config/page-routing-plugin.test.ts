import { describe, expect, it } from 'vitest';
import { pageRoutingPlugin, routingCatalogue } from './page-routing-plugin.ts';
import { PAGE_LIST } from './pages.ts';

type Hook = (...args: unknown[]) => unknown;

describe('pageRoutingPlugin', () => {
  const plugin = pageRoutingPlugin();
  const resolveId = plugin.resolveId as Hook;
  const load = plugin.load as Hook;

  it('hands the registry and the static routes the routing copy, and every other importer the catalogue', () => {
    const id = resolveId('./pages.ts', '/repo/build-config/component-registry.ts');
    expect(id).toBe(resolveId('./pages.ts', 'C:\\repo\\build-config\\static-routes.ts'));
    expect(id).toMatch(/^\0/);
    expect(resolveId('./pages.ts', '/repo/build-config/page-meta.ts')).toBeNull();
    expect(resolveId('./remotes.ts', '/repo/build-config/component-registry.ts')).toBeNull();
    expect(load('/repo/build-config/pages.ts')).toBeNull();
  });

  it('the copy: every page with its name, remote, paths and aliases, and none of its texts', () => {
    const code = load(resolveId('./pages.ts', '/repo/build-config/static-routes.ts')) as string;
    const list = JSON.parse(/export const PAGE_LIST = (.*);/.exec(code)![1]!) as unknown[];
    expect(list).toEqual(routingCatalogue());
    expect(list).toHaveLength(PAGE_LIST.length);
    expect(code).toContain('export const HOME_PATH = "/inscricao";');
    expect(code).toContain('export const REDIRECT_COMPONENT = "Redirect";');
    for (const page of PAGE_LIST) expect(code).not.toContain(page.title);
    expect(code).not.toContain('budgetKb');
  });
});
