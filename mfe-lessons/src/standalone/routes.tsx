import { lazy } from 'react';
import type { StandaloneRoute } from '../../../build-config/standalone/standalone-app.tsx';

// The pages this remote exposes (vite.config.ts), reachable when the remote runs alone.
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/aulas', title: 'Aulas Gratuitas', Page: lazy(() => import('../features/lessons-list/pages/lessons-page')) },
  {
    path: '/aulas/iniciantes',
    title: 'Aulas para Iniciantes',
    Page: lazy(() => import('../features/lessons-list/pages/lessons-beginner-page')),
  },
  {
    path: '/aulas/intermediario',
    title: 'Aulas Intermediárias',
    Page: lazy(() => import('../features/lessons-list/pages/lessons-intermediate-page')),
  },
  {
    path: '/aulas/escolher-nivel',
    title: 'Escolher nível (precisa de ?ads=true)',
    Page: lazy(() => import('../features/level-selection/pages/level-selection-page')),
  },
];
