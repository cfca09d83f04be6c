import { lazy } from 'react';
import type { StandaloneRoute } from '../../../build-config/standalone/standalone-app.tsx';

// The pages this remote exposes (vite.config.ts), reachable when the remote runs alone.
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  {
    path: '/campanhas-nav',
    title: 'Dashboard de Leads',
    Page: lazy(() => import('../features/navigation/pages/navigation-page')),
  },
  {
    path: '/campanhas',
    title: 'Origem dos Leads',
    Page: lazy(() => import('../features/lead-sources/pages/lead-source-dashboard-page')),
  },
  {
    path: '/campanhas/funil',
    title: 'Funil do Lançamento',
    Page: lazy(() => import('../features/insights/pages/launch-funnel-page')),
  },
  {
    path: '/campanhas/pesquisa',
    title: 'Resultados da Pesquisa',
    Page: lazy(() => import('../features/survey-results/pages/survey-results-page')),
  },
  {
    path: '/campanhas/lancamentos',
    title: 'Configurações de Lançamento',
    Page: lazy(() => import('../features/launch-settings/pages/launch-settings-page')),
  },
  {
    path: '/campanhas/lgpd',
    title: 'Solicitações de Titulares (LGPD)',
    Page: lazy(() => import('../features/data-requests/pages/data-requests-page')),
  },
  {
    path: '/campanhas/pagamentos',
    title: 'Pagamentos sem Lead',
    Page: lazy(() => import('../features/checkout/pages/checkout-events-page')),
  },
  {
    path: '/campanhas/saude',
    title: 'Saúde do Site',
    Page: lazy(() => import('../features/site-health/pages/site-health-page')),
  },
  {
    path: '/compras',
    title: 'Leads de Compra',
    Page: lazy(() => import('../features/purchase-leads/pages/purchase-leads-dashboard-page')),
  },
];
