import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageMeta } from './page-meta';

/** Keeps document.title and the meta description in step with the route. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta(pathname);
  }, [pathname]);
}
