import type { ShellRoute } from './route-types';

/** Where every unknown path goes. */
export const HOME_PATH = '/inscricao';

/**
 * The spec's static fallback set (internal-side.md 2.1), used when the table is empty or unreachable, plus the staff
 * insights screens the dashboards' menu links to (Funil, Pesquisa, Lançamentos, LGPD), so those links keep working
 * without the table instead of falling through to /inscricao.
 */
export const STATIC_ROUTES: readonly ShellRoute[] = [
  { path: '/', component: 'Redirect', props: { to: HOME_PATH, replace: true } },
  { path: '/inscricao', component: 'Landing', props: {} },
  { path: '/inscricao/obrigado', component: 'ThankYou', props: {} },
  { path: '/inscricao/obrigado-2', component: 'ThankYou2', props: {} },
  { path: '/aulas', component: 'Lessons', props: {} },
  { path: '/privacy-policy', component: 'PrivacyPolicy', props: {} },
  { path: '/bio', component: 'Bio', props: {} },
  { path: '/bio-link', component: 'BioLink', props: {} },
  { path: '/launch', component: 'LaunchLanding', props: {} },
  { path: '/lista-espera', component: 'Waitlist', props: {} },
  { path: '/docs', component: 'Docs', props: {} },
  { path: '/pesquisa', component: 'Survey', props: {} },
  { path: '/campanhas-nav', component: 'Navigation', props: {} },
  { path: '/campanhas', component: 'LeadSourceDashboard', props: {} },
  { path: '/compras', component: 'PurchaseLeadsDashboard', props: {} },
  { path: '/oferta', component: 'Offer', props: {} },
  { path: '/campanhas/funil', component: 'LaunchFunnel', props: {} },
  { path: '/campanhas/pesquisa', component: 'SurveyResults', props: {} },
  { path: '/campanhas/lancamentos', component: 'LaunchSettings', props: {} },
  { path: '/campanhas/lgpd', component: 'DataRequests', props: {} },
];
