import { describe, expect, it } from 'vitest';
import { PAGE_LIST } from './pages.ts';
import { COMPONENT_REGISTRY, lookupComponent, REDIRECT_COMPONENT } from './component-registry.ts';

describe('component registry (derived from the page catalogue)', () => {
  it('maps every catalogue page and alias to the page of its remote', () => {
    expect(lookupComponent('Landing')).toEqual({ remote: 'mfe_funnel', expose: 'Landing' });
    expect(lookupComponent('BioLink')).toEqual({ remote: 'mfe_funnel', expose: 'Bio' });
    expect(lookupComponent('CheckoutEvents')).toEqual({ remote: 'mfe_dashboards', expose: 'CheckoutEvents' });
    const names = PAGE_LIST.flatMap((page) => [page.name, ...(page.aliases ?? [])]);
    expect(Object.keys(COMPONENT_REGISTRY).sort()).toEqual([...names].sort());
  });

  it('leaves Redirect to the shell', () => {
    expect(lookupComponent(REDIRECT_COMPONENT)).toBeUndefined();
  });

  it('does not resolve inherited object keys as components', () => {
    expect(lookupComponent('toString')).toBeUndefined();
    expect(lookupComponent('__proto__')).toBeUndefined();
  });
});
