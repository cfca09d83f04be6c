import { Route, Routes } from 'react-router-dom';
import { lookupComponent, REDIRECT_COMPONENT } from '@funil/build-config/component-registry';
import { RemotePage } from '../remotes/remote-page';
import { RedirectRoute } from './redirect-route';
import type { ShellRoute } from '@funil/build-config/route-types';
import { HOME_PATH } from '@funil/build-config/static-routes';
import { UnknownComponent } from './unknown-component';

function routeElement(route: ShellRoute) {
  if (route.component === REDIRECT_COMPONENT) return <RedirectRoute props={route.props} />;
  const reference = lookupComponent(route.component);
  if (!reference) return <UnknownComponent name={route.component} path={route.path} />;
  return <RemotePage reference={reference} props={route.props} />;
}

/** The route table as react-router routes; any unknown path goes to /inscricao (unless `catchAll` is false: the
 * provisional one-route table rendered while the real table loads must not redirect anything). */
export function RouteView({ routes, catchAll = true }: { routes: readonly ShellRoute[]; catchAll?: boolean }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
      {catchAll && <Route path="*" element={<RedirectRoute props={{ to: HOME_PATH, replace: true }} />} />}
    </Routes>
  );
}
