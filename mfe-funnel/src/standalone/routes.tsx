import { lazy } from 'react';
import type { StandaloneRoute } from '../../../build-config/standalone/standalone-app.tsx';

// The pages this remote exposes (vite.config.ts), reachable when the remote runs alone. Add yours here too.
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/privacy-policy', title: 'Política de Privacidade', Page: lazy(() => import('../features/privacy-policy/pages/privacy-policy-page')) },
  { path: '/bio', title: 'Link na bio', Page: lazy(() => import('../features/bio/pages/bio-page')) },
  { path: '/bio-link', title: 'Link na bio (/bio-link)', Page: lazy(() => import('../features/bio/pages/bio-page')) },
];
