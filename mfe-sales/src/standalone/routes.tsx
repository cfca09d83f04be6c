import { lazy } from 'react';
import type { StandaloneRoute } from '../../../build-config/standalone/standalone-app.tsx';

// The pages this remote exposes (vite.config.ts), reachable when the remote runs alone.
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  {
    path: '/launch',
    title: 'Página de vendas',
    Page: lazy(() => import('../features/sales-landing/pages/launch-landing-page')),
  },
  { path: '/oferta', title: 'Oferta', Page: lazy(() => import('../features/offer/pages/offer-page')) },
];
