import { describe, expect, it } from 'vitest';
import { DEFAULT_META, metaForPath, PAGE_META, robotsOf } from './page-meta.ts';
import { STATIC_ROUTES } from './static-routes.ts';

describe('page meta', () => {
  it('has a Portuguese title and description for every page of the static table', () => {
    for (const route of STATIC_ROUTES.filter((r) => r.component !== 'Redirect')) {
      const meta = PAGE_META[route.path];
      expect(meta, route.path).toBeDefined();
      expect(meta!.title).toContain('Semana Java');
      expect(meta!.description.length).toBeGreaterThan(10);
    }
  });

  it('ignores a trailing slash and uses the default for unknown paths (never an inherited property)', () => {
    expect(metaForPath('/bio/')).toBe(PAGE_META['/bio']);
    expect(metaForPath('/qualquer')).toBe(DEFAULT_META);
    expect(metaForPath('/constructor')).toBe(DEFAULT_META);
  });

  it('keeps staff pages out of search engines', () => {
    expect(robotsOf(metaForPath('/compras'))).toBe('noindex, nofollow');
    expect(robotsOf(metaForPath('/inscricao'))).toBeNull();
  });
});
