import { describe, expect, it } from 'vitest';
import { applyPageMeta, DEFAULT_META, metaForPath, PAGE_META } from './page-meta';
import { STATIC_ROUTES } from '@funil/build-config/static-routes';

describe('page meta', () => {
  it('has a Portuguese title and description for every page of the static table', () => {
    for (const route of STATIC_ROUTES.filter((r) => r.component !== 'Redirect')) {
      const meta = PAGE_META[route.path];
      expect(meta, route.path).toBeDefined();
      expect(meta!.title).toContain('Semana Java');
      expect(meta!.description.length).toBeGreaterThan(10);
    }
  });

  it('ignores a trailing slash and uses the default for unknown paths', () => {
    expect(metaForPath('/bio/')).toBe(PAGE_META['/bio']);
    expect(metaForPath('/qualquer')).toBe(DEFAULT_META);
  });

  it('writes document.title, the meta description and noindex for staff pages', () => {
    applyPageMeta('/privacy-policy');
    expect(document.title).toBe('Política de Privacidade — Semana Java');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('LGPD');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    applyPageMeta('/compras');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    applyPageMeta('/bio');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
