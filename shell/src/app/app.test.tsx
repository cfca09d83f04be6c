import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteModuleRef } from '@funil/build-config/component-registry';
import type { RouteRecordLike } from '@funil/build-config/route-types';
import { App, provisionalRoute } from './app';

const load = vi.hoisted(() =>
  vi.fn<(ref: RemoteModuleRef) => Promise<{ default: (props: Record<string, unknown>) => unknown }>>(),
);
vi.mock('../remotes/federation', () => ({ loadRemoteComponent: load, loadedRemoteComponent: () => undefined }));

function Page() {
  return <p>página do remoto</p>;
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: Page });
});

describe('App while the route table loads', () => {
  it('a path of the static table renders its page at once, before the table answers', async () => {
    window.history.replaceState(null, '', '/inscricao');
    const never = () => new Promise<readonly RouteRecordLike[]>(() => undefined);
    render(<App fetchRoutes={never} />);
    expect(await screen.findByText('página do remoto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ remote: 'mfe_funnel', expose: 'Landing' });
  });

  it('any other path waits for the table (which may route it) instead of redirecting', async () => {
    window.history.replaceState(null, '', '/pagina-nova');
    let answer: (rows: readonly RouteRecordLike[]) => void = () => undefined;
    render(<App fetchRoutes={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(window.location.pathname).toBe('/pagina-nova');
    answer([{ path: '/pagina-nova', component: 'Bio', priority: 1, is_active: true }]);
    expect(await screen.findByText('página do remoto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ remote: 'mfe_funnel', expose: 'Bio' });
  });

  it('a route table that agrees with the static one does not render the page again', async () => {
    window.history.replaceState(null, '', '/aulas'); // a page no other test has loaded (the loaded pages are kept)
    const renders = vi.fn();
    load.mockResolvedValue({
      default: () => {
        renders();
        return <p>página do remoto</p>;
      },
    });
    let answer: (rows: readonly RouteRecordLike[]) => void = () => undefined;
    render(<App fetchRoutes={() => new Promise((resolve) => (answer = resolve))} />);
    expect(await screen.findByText('página do remoto')).toBeInTheDocument();
    const before = renders.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    answer([{ path: '/aulas', component: 'Lessons', priority: 1, is_active: true, props: '{}' }]);
    await screen.findByText('página do remoto');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveBeenCalledTimes(before);
  });

  it('provisionalRoute: static paths with a registered page only (no redirects, no unknown paths)', () => {
    expect(provisionalRoute('/aulas')?.component).toBe('Lessons');
    expect(provisionalRoute('/')).toBeUndefined();
    expect(provisionalRoute('/nao-existe')).toBeUndefined();
  });
});
