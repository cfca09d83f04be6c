import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta';

describe('applyPageMeta', () => {
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
