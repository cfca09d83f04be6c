// The page catalogue: every page of the site, declared once. Dependency-free, so the shell, the edge worker, the
// remotes' builds and the scripts all import it.
//
// Derived from it (nothing else to edit when a page is added):
//   - the remotes' Module Federation exposes (build-config/remote-vite-config.ts)
//   - each remote's standalone routes (build-config/standalone/standalone-routes.ts)
//   - the shell's component registry (build-config/component-registry.ts) and its fallback route table
//     (build-config/static-routes.ts), used when the `routes` table is empty or unreachable and for the paths
//     the table does not mention
//   - the pages the edge pre-renders (edge/src/page-routes.ts)
//   - the document title, meta description and robots rule (build-config/page-meta.ts: written into the HTML by the
//     edge, applied by the shell at navigations)
//   - the shell's routing copy of the catalogue (build-config/page-routing-plugin.ts)
//   - the bundle budgets of each page (scripts/check-bundle-size.ts)
// A test (build-config/pages.test.ts) fails when a `routes` row of supabase/seed.sql or supabase/migrations names a
// component that is not here, when a module is missing, or when two pages claim one path.
//
// Adding a page (e.g. /faq in mfe-funnel): one entry below, the page component at `module` (a default export), and
// its tests. The key is the component name the `routes` table uses and the exposed module's name ('./Faq').

import type { RemoteName } from './remotes.ts';

export interface PageDeclaration {
  /** The remote that builds and exposes the page. */
  remote: RemoteName;
  /** The page module, relative to the remote's folder; its default export is the page. Staff pages expose a thin
   * `*.entry.tsx` that shows the sign-in first and imports the page (`<name>.tsx`) after it. */
  module: string;
  /** Every path that shows the page when the `routes` table does not say otherwise; the first is the canonical one. */
  paths: readonly string[];
  /** Other component names the `routes` table may use for this page (old names kept for existing rows). */
  aliases?: readonly string[];
  /** The edge serves the page's build-time markup and CSS with the HTML (first paint without JavaScript). */
  prerender: boolean;
  /** Document title and meta description (pt-BR). */
  title: string;
  description: string;
  /** Staff page: behind the sign-in, kept out of search engines. */
  staff?: boolean;
  /**
   * Budget of the page's synchronous JS in KB gzip; for staff pages, `afterSignIn` is the page module's own. A comment
   * beside a budget says what the page carries; the current sizes are what `node scripts/check-bundle-size.ts` prints.
   */
  budgetKb: number;
  afterSignInKb?: number;
}

const SITE = 'Semana Java';
const STAFF_DESCRIPTION = 'Área da equipe.';
/** Every staff page's entry (sign-in first, shared by the dashboards' pages) has the same budget. */
const STAFF_ENTRY_KB = 25;

const THANK_YOU = {
  title: `Inscrição confirmada — ${SITE}`,
  description:
    'Sua inscrição na Semana Java está confirmada. Responda à pesquisa rápida e entre no grupo da comunidade para receber os links das aulas.',
};

export const PAGES = {
  // mfe-funnel
  Landing: {
    remote: 'mfe_funnel',
    module: './src/features/registration/pages/landing-page.tsx',
    paths: ['/inscricao'],
    prerender: true,
    title: `Inscrição gratuita — ${SITE}`,
    description:
      'Inscreva-se na Semana Java: três aulas ao vivo e gratuitas, às 20h, para aprender Java do zero. Não precisa de experiência.',
    budgetKb: 15.5,
  },
  ThankYou: {
    remote: 'mfe_funnel',
    module: './src/features/thank-you/pages/thank-you-page.tsx',
    paths: ['/inscricao/obrigado', '/obrigado'],
    prerender: true,
    ...THANK_YOU,
    // The class schedule comes from the launch's classes (the survey wizard and the calendar links with it).
    budgetKb: 49,
  },
  ThankYou2: {
    remote: 'mfe_funnel',
    module: './src/features/thank-you/pages/thank-you-2-page.tsx',
    paths: ['/inscricao/obrigado-2', '/obrigado-2'],
    prerender: true,
    ...THANK_YOU,
    // The class schedule comes from the launch's classes (the survey wizard and the calendar links with it).
    budgetKb: 49,
  },
  Survey: {
    remote: 'mfe_funnel',
    module: './src/features/survey/pages/survey-page.tsx',
    paths: ['/pesquisa'],
    prerender: true,
    title: `Pesquisa Rápida — ${SITE}`,
    description: 'Conte um pouco sobre você em 7 passos rápidos para aproveitar melhor a Semana Java.',
    budgetKb: 45,
  },
  Waitlist: {
    remote: 'mfe_funnel',
    module: './src/features/waitlist/pages/waitlist-page.tsx',
    paths: ['/lista-espera'],
    prerender: true,
    title: `Lista de espera da próxima turma — ${SITE}`,
    description: 'Ative o lembrete para a próxima turma do curso de Java e garanta 15% de desconto na abertura.',
    budgetKb: 17,
  },
  Unsubscribe: {
    remote: 'mfe_funnel',
    module: './src/features/unsubscribe/pages/unsubscribe-page.tsx',
    paths: ['/descadastro'],
    prerender: true,
    title: `Cancelar inscrição — ${SITE}`,
    description: 'Deixe de receber os e-mails e avisos da Semana Java.',
    budgetKb: 20,
  },
  PrivacyPolicy: {
    remote: 'mfe_funnel',
    module: './src/features/privacy-policy/pages/privacy-policy-page.tsx',
    paths: ['/privacy-policy'],
    prerender: true,
    title: `Política de Privacidade — ${SITE}`,
    description:
      'Como a Semana Java coleta, usa, compartilha e protege os seus dados pessoais, e como pedir acesso ou exclusão (LGPD).',
    budgetKb: 12,
  },
  Bio: {
    remote: 'mfe_funnel',
    module: './src/features/bio/pages/bio-page.tsx',
    paths: ['/bio', '/bio-link'],
    aliases: ['BioLink'],
    prerender: true,
    title: `${SITE} — Links`,
    description:
      'Todos os links da Semana Java: curso completo, aulas gratuitas no WhatsApp, canal no YouTube, mentoria e contato.',
    budgetKb: 11,
  },
  Docs: {
    remote: 'mfe_funnel',
    module: './src/features/docs/pages/docs-page.tsx',
    paths: ['/docs'],
    prerender: true,
    title: `Guia de instalação do Java 17 — ${SITE}`,
    description:
      'Passo a passo para instalar o JDK 17 no Windows, macOS e Linux e configurar o VS Code ou o IntelliJ IDEA.',
    budgetKb: 13,
  },
  Instructor: {
    remote: 'mfe_funnel',
    module: './src/features/instructor/pages/instructor-page.tsx',
    paths: ['/instrutor'],
    prerender: true,
    title: `Instrutor e cursos — ${SITE}`,
    description: 'Conheça o instrutor da Semana Java e os cursos de Java para quem quer chegar ao back-end.',
    budgetKb: 11,
  },
  // mfe-lessons
  Lessons: {
    remote: 'mfe_lessons',
    module: './src/features/lessons-list/pages/lessons-page.tsx',
    paths: ['/aulas'],
    prerender: true,
    title: `Aulas gratuitas — ${SITE}`,
    description:
      'Assista às aulas gratuitas da Semana Java, marque o que já concluiu e veja a especificação do projeto.',
    budgetKb: 25,
  },
  LessonsBeginner: {
    remote: 'mfe_lessons',
    module: './src/features/lessons-list/pages/lessons-beginner-page.tsx',
    paths: ['/aulas/iniciantes'],
    prerender: true,
    title: `Aulas para iniciantes — ${SITE}`,
    description: 'Aulas gratuitas de Java para iniciantes: do primeiro programa à orientação a objetos, no seu ritmo.',
    budgetKb: 25,
  },
  LessonsIntermediate: {
    remote: 'mfe_lessons',
    module: './src/features/lessons-list/pages/lessons-intermediate-page.tsx',
    paths: ['/aulas/intermediario'],
    prerender: true,
    title: `Aulas intermediárias — ${SITE}`,
    description: 'Aulas gratuitas de Java para quem já programa: coleções, APIs e o caminho até o Spring Boot.',
    budgetKb: 25,
  },
  ClassLive: {
    remote: 'mfe_lessons',
    module: './src/features/class-live/pages/class-page.tsx',
    paths: ['/aula'],
    prerender: true,
    title: `Aula ao vivo — ${SITE}`,
    description: 'Assista à aula ao vivo da Semana Java e ao replay, aqui mesmo na página.',
    budgetKb: 25,
  },
  LevelSelection: {
    remote: 'mfe_lessons',
    module: './src/features/level-selection/pages/level-selection-page.tsx',
    paths: ['/aulas/escolher-nivel'],
    prerender: true,
    title: `Escolha o seu nível — ${SITE}`,
    description: 'Escolha entre as aulas para iniciantes e as aulas intermediárias da Semana Java.',
    budgetKb: 10,
  },
  // mfe-sales
  LaunchLanding: {
    remote: 'mfe_sales',
    module: './src/features/sales-landing/pages/launch-landing-page.tsx',
    paths: ['/launch'],
    prerender: true,
    title: `Do Zero ao Dev Java Disputado(a) em 6 meses — ${SITE}`,
    description:
      'Conheça a formação completa em Java: 14 módulos, projetos reais, bônus exclusivos e garantia de 7 dias.',
    budgetKb: 16,
  },
  Offer: {
    remote: 'mfe_sales',
    module: './src/features/offer/pages/offer-page.tsx',
    paths: ['/oferta'],
    prerender: true,
    title: `Oferta especial do curso de Java — ${SITE}`,
    description: 'Conteúdo do curso, bônus, garantia e condições especiais da abertura do carrinho do curso de Java.',
    budgetKb: 23,
  },
  // mfe-dashboards (staff)
  Navigation: {
    remote: 'mfe_dashboards',
    module: './src/features/navigation/pages/navigation-page.entry.tsx',
    paths: ['/campanhas-nav'],
    prerender: true,
    staff: true,
    title: `Dashboard de Leads — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    afterSignInKb: 2,
  },
  LeadSourceDashboard: {
    remote: 'mfe_dashboards',
    module: './src/features/lead-sources/pages/lead-source-dashboard-page.entry.tsx',
    paths: ['/campanhas'],
    prerender: true,
    staff: true,
    title: `Origem dos leads — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    afterSignInKb: 15,
  },
  PurchaseLeadsDashboard: {
    remote: 'mfe_dashboards',
    module: './src/features/purchase-leads/pages/purchase-leads-dashboard-page.entry.tsx',
    paths: ['/compras'],
    prerender: true,
    staff: true,
    title: `Leads de compra — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    // The hot board also carries the closers' queue (abandoned checkouts and pending payments) and each hot lead's
    // live classes watched.
    afterSignInKb: 38,
  },
  LaunchFunnel: {
    remote: 'mfe_dashboards',
    module: './src/features/insights/pages/launch-funnel-page.entry.tsx',
    paths: ['/campanhas/funil'],
    prerender: true,
    staff: true,
    title: `Funil do lançamento — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    afterSignInKb: 8,
  },
  SurveyResults: {
    remote: 'mfe_dashboards',
    module: './src/features/survey-results/pages/survey-results-page.entry.tsx',
    paths: ['/campanhas/pesquisa'],
    prerender: true,
    staff: true,
    title: `Resultados da pesquisa — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    afterSignInKb: 15,
  },
  LaunchSettings: {
    remote: 'mfe_dashboards',
    module: './src/features/launch-settings/pages/launch-settings-page.entry.tsx',
    paths: ['/campanhas/lancamentos'],
    prerender: true,
    staff: true,
    title: `Configurações de lançamento — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    // The live classes and the platform fee are edited here too.
    afterSignInKb: 11,
  },
  DataRequests: {
    remote: 'mfe_dashboards',
    module: './src/features/data-requests/pages/data-requests-page.entry.tsx',
    paths: ['/campanhas/lgpd'],
    prerender: true,
    staff: true,
    title: `Solicitações de titulares (LGPD) — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    afterSignInKb: 9,
  },
  CheckoutEvents: {
    remote: 'mfe_dashboards',
    module: './src/features/checkout/pages/checkout-events-page.entry.tsx',
    paths: ['/campanhas/pagamentos'],
    prerender: true,
    staff: true,
    title: `Pagamentos sem lead — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    // The recovery report against its holdout, with its interval and the holdout's setting.
    afterSignInKb: 11.5,
  },
  CampaignSpend: {
    remote: 'mfe_dashboards',
    module: './src/features/campaign-spend/pages/campaign-spend-page.entry.tsx',
    paths: ['/campanhas/investimento'],
    prerender: true,
    staff: true,
    title: `Investimento em anúncios — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    // The CSV reader and papaparse load when a file is chosen. Net and gross ROAS, the import's shared row rule.
    afterSignInKb: 15.5,
  },
  SiteHealth: {
    remote: 'mfe_dashboards',
    module: './src/features/site-health/pages/site-health-page.entry.tsx',
    paths: ['/campanhas/saude'],
    prerender: true,
    staff: true,
    title: `Saúde do site — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    afterSignInKb: 10,
  },
  LaunchEmails: {
    remote: 'mfe_dashboards',
    module: './src/features/launch-emails/pages/launch-emails-page.entry.tsx',
    paths: ['/campanhas/emails'],
    prerender: true,
    staff: true,
    title: `E-mails do lançamento — ${SITE}`,
    description: STAFF_DESCRIPTION,
    budgetKb: STAFF_ENTRY_KB,
    // The e-mail renderer (emails/src) is loaded only when a preview is shown: not in this budget. The send
    // plan, the held-back confirmations, the bounce and complaint rates and the recovery delays.
    afterSignInKb: 14,
  },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof PAGES;

/** The catalogue as a list, in declaration order. */
export const PAGE_LIST: readonly (PageDeclaration & { name: string })[] = Object.entries(PAGES).map(([name, page]) => ({
  name,
  ...(page as PageDeclaration),
}));

/** The component name the shell handles itself (a `routes` row with `to` and `replace` props). */
export const REDIRECT_COMPONENT = 'Redirect';

/** Where `/` and every unknown path go. */
export const HOME_PATH = '/inscricao';

/** The pages a remote exposes. */
export function pagesOf(remote: RemoteName): (PageDeclaration & { name: string })[] {
  return PAGE_LIST.filter((page) => page.remote === remote);
}

/** Module Federation `exposes` of a remote: './Landing' -> './src/features/.../landing-page.tsx'. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(pagesOf(remote).map((page) => [`./${page.name}`, page.module]));
}

/** Every component name a `routes` row may use (names and aliases) -> the page that renders it. */
export function pageForComponent(component: string): (PageDeclaration & { name: string }) | undefined {
  return PAGE_LIST.find((page) => page.name === component || (page.aliases ?? []).includes(component));
}

/** The page a path shows by default (trailing slash ignored). */
export function pageForPath(pathname: string): (PageDeclaration & { name: string }) | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_LIST.find((page) => page.paths.includes(path));
}
