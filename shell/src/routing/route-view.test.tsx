import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteModuleRef } from '@funil/build-config/component-registry';
import { toShellRoutes } from './resolve-routes';
import { RouteView } from './route-view';

const load = vi.hoisted(() =>
  vi.fn<(ref: RemoteModuleRef) => Promise<{ default: (props: Record<string, unknown>) => unknown }>>(),
);
vi.mock('../remotes/federation', () => ({ loadRemoteComponent: load, loadedRemoteComponent: () => undefined }));

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  return <div data-testid="probe">{`${location.pathname}${location.search} ${type}`}</div>;
}

function renderAt(url: string, routes: Parameters<typeof toShellRoutes>[0]) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RouteView routes={toShellRoutes(routes)} />
      <Probe />
    </MemoryRouter>,
  );
}

function Page(props: Record<string, unknown>) {
  return <p>página {JSON.stringify(props)}</p>;
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: Page });
});

describe('RouteView', () => {
  it('a redirect route honours `to` and `replace` (props as JSON text), keeping the query string', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/?utm_source=ig', [
      { path: '/', component: 'Redirect', props: '{"to":"/destino","replace":true}', priority: 1 },
      { path: '/destino', component: 'Desconhecido', props: null, priority: 2 },
    ]);
    expect(await screen.findByTestId('probe')).toHaveTextContent('/destino?utm_source=ig REPLACE');
  });

  it('a redirect without replace pushes a history entry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/velho', [
      { path: '/velho', component: 'Redirect', props: { to: '/novo', replace: false }, priority: 1 },
      { path: '/novo', component: 'Desconhecido', priority: 2 },
    ]);
    expect(await screen.findByTestId('probe')).toHaveTextContent('/novo PUSH');
  });

  it('an unknown path goes to /inscricao', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/nao-existe', [{ path: '/inscricao', component: 'Desconhecido', priority: 1 }]);
    expect(await screen.findByTestId('probe')).toHaveTextContent('/inscricao REPLACE');
  });

  it('an unknown component name is logged and renders nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderAt('/x', [{ path: '/x', component: 'PaginaQueNaoExiste', priority: 1 }]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('componente desconhecido "PaginaQueNaoExiste"'));
    expect(container.textContent).toBe('/x POP');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the registered remote page with the route props (JSON text parsed)', async () => {
    renderAt('/politica', [{ path: '/politica', component: 'PrivacyPolicy', props: '{"destaque":true}', priority: 1 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await screen.findByText('página {"destaque":true}')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ remote: 'mfe_funnel', expose: 'PrivacyPolicy' });
  });

  it('a remote that fails shows the Portuguese message; "Tentar novamente" loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('RUNTIME-003'));
    renderAt('/bio', [{ path: '/bio', component: 'Bio', priority: 1 }]);
    expect(await screen.findByText('Não foi possível carregar esta parte do site.')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    expect(await screen.findByText('página {}')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a remote page that throws while rendering is contained by its error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      default: () => {
        throw new Error('bug no remote');
      },
    });
    renderAt('/docs', [{ path: '/docs', component: 'Docs', priority: 1 }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta parte do site.');
    expect(screen.getByTestId('probe')).toHaveTextContent('/docs POP');
  });
});
