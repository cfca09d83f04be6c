import { lazy } from 'react';
import type { StandaloneRoute } from '../../../build-config/standalone/standalone-app.tsx';

// The pages this remote exposes (vite.config.ts), reachable when the remote runs alone. Add yours here too.
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  {
    path: '/privacy-policy',
    title: 'Política de Privacidade',
    Page: lazy(() => import('../features/privacy-policy/pages/privacy-policy-page')),
  },
  { path: '/bio', title: 'Link na bio', Page: lazy(() => import('../features/bio/pages/bio-page')) },
  { path: '/bio-link', title: 'Link na bio (/bio-link)', Page: lazy(() => import('../features/bio/pages/bio-page')) },
  { path: '/inscricao', title: 'Inscrição', Page: lazy(() => import('../features/registration/pages/landing-page')) },
  {
    path: '/inscricao/obrigado',
    title: 'Obrigado (já programa)',
    Page: lazy(() => import('../features/thank-you/pages/thank-you-page')),
  },
  {
    path: '/obrigado',
    title: 'Obrigado (/obrigado)',
    Page: lazy(() => import('../features/thank-you/pages/thank-you-page')),
  },
  {
    path: '/inscricao/obrigado-2',
    title: 'Obrigado (iniciante)',
    Page: lazy(() => import('../features/thank-you/pages/thank-you-2-page')),
  },
  {
    path: '/obrigado-2',
    title: 'Obrigado (/obrigado-2)',
    Page: lazy(() => import('../features/thank-you/pages/thank-you-2-page')),
  },
  { path: '/pesquisa', title: 'Pesquisa Rápida', Page: lazy(() => import('../features/survey/pages/survey-page')) },
  {
    path: '/lista-espera',
    title: 'Lista de espera',
    Page: lazy(() => import('../features/waitlist/pages/waitlist-page')),
  },
  {
    path: '/descadastro',
    title: 'Descadastro',
    Page: lazy(() => import('../features/unsubscribe/pages/unsubscribe-page')),
  },
  { path: '/docs', title: 'Guia de instalação do Java', Page: lazy(() => import('../features/docs/pages/docs-page')) },
  {
    path: '/instrutor',
    title: 'Instrutor e cursos',
    Page: lazy(() => import('../features/instructor/pages/instructor-page')),
  },
];
