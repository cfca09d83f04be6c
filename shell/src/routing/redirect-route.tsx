import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { HOME_PATH } from '@funil/build-config/static-routes';

/** `replace` may come from JSON (true) or from text props ("true"). */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * A route whose component is `Redirect`: goes to props.to, replacing the history entry when props.replace is true.
 * The visitor's query string (utm_*, ...) is carried over when `to` has none of its own.
 */
export function RedirectRoute({ props }: { props: Record<string, unknown> }) {
  const location = useLocation();
  const to = typeof props.to === 'string' && props.to.trim() !== '' ? props.to.trim() : null;
  const replace = isTrue(props.replace);
  const external = to !== null && /^https?:\/\//i.test(to);

  useEffect(() => {
    if (to === null)
      console.error(`[shell] rota ${location.pathname}: redirecionamento sem "to"; indo para ${HOME_PATH}`);
    if (external) {
      if (replace) window.location.replace(to);
      else window.location.assign(to);
    }
  }, [to, external, replace, location.pathname]);

  if (external) return null;
  const target = to ?? HOME_PATH;
  const withSearch = target.includes('?') || location.search === '' ? target : `${target}${location.search}`;
  return <Navigate to={withSearch} replace={to === null ? true : replace} />;
}
