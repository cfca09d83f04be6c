import { describe, expect, it, vi } from 'vitest';
import { parseRouteProps, toRouteRecord } from './routes';

describe('route rows', () => {
  it('maps snake_case rows to RouteRecord with props as object', () => {
    expect(
      toRouteRecord({
        id: '7',
        path: '/',
        component: 'Redirect',
        props: '{"to":"/inscricao","replace":true}',
        is_active: true,
        priority: 0,
      }),
    ).toEqual({
      id: 7,
      path: '/',
      component: 'Redirect',
      props: { to: '/inscricao', replace: true },
      isActive: true,
      priority: 0,
    });
  });

  it('accepts object props and empty values', () => {
    expect(parseRouteProps({ a: 1 })).toEqual({ a: 1 });
    expect(parseRouteProps(null)).toEqual({});
    expect(parseRouteProps('')).toEqual({});
  });

  it('logs and falls back for bad props', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRouteProps('{not json', '/x')).toEqual({});
    expect(parseRouteProps('[1,2]', '/x')).toEqual({});
    expect(parseRouteProps(42, '/x')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
