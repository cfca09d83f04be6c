import type { StandaloneRoute } from '../../../build-config/standalone/standalone-app.tsx';

// The pages this remote exposes (vite.config.ts), reachable when the remote runs alone, e.g.
//   { path: '/oferta', title: 'Oferta', Page: lazy(() => import('../features/offer/pages/offer-page')) },
export const STANDALONE_ROUTES: StandaloneRoute[] = [];
