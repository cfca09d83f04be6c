import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps document.title, the meta description and the robots rule in step with the route. The edge wrote the first
 * page's into the HTML (edge/src/page-meta.ts), so the table (every page's texts) is loaded only at the first
 * navigation, after the takeover: it is not part of the first load.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const served = useRef(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    served.current = '';
    let current = true;
    import('./page-meta').then(
      ({ applyPageMeta }) => {
        if (current) applyPageMeta(pathname);
      },
      (error: unknown) => console.error('[shell] page meta not loaded', error),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
}
