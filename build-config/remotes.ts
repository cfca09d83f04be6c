// The one list of the site's remotes: Module Federation name, folder, port (shell port + offset) and the pages each
// one exposes (docs/contracts.md, "Remotes and their exposed modules"). Everything else derives from it: each
// remote's vite.config.ts (name, port, exposes), the dev/preview /remotes.json (runtime-config-plugin.ts),
// `npm start`'s remote servers and the edge worker's remotes map (scripts/site.ts), the bundle budgets
// (scripts/check-bundle-size.ts) and the shell's RemoteName type. Dependency-free, so the shell may import its types.

/** Port of the shell in `vite dev` / `vite preview` and the default of `npm start`; remote i listens on SHELL_PORT + offset. */
export const SHELL_PORT = 4173;

export const REMOTES = [
  {
    name: 'mfe_funnel',
    folder: 'mfe-funnel',
    offset: 1,
    // One line per page; the standalone app lists the same pages in src/standalone/routes.tsx.
    exposes: {
      './PrivacyPolicy': './src/features/privacy-policy/pages/privacy-policy-page.tsx',
      './Bio': './src/features/bio/pages/bio-page.tsx',
      './Landing': './src/features/registration/pages/landing-page.tsx',
      './ThankYou': './src/features/thank-you/pages/thank-you-page.tsx',
      './ThankYou2': './src/features/thank-you/pages/thank-you-2-page.tsx',
      './Survey': './src/features/survey/pages/survey-page.tsx',
      './Waitlist': './src/features/waitlist/pages/waitlist-page.tsx',
      './Unsubscribe': './src/features/unsubscribe/pages/unsubscribe-page.tsx',
      './Docs': './src/features/docs/pages/docs-page.tsx',
      './Instructor': './src/features/instructor/pages/instructor-page.tsx',
    },
  },
  {
    name: 'mfe_lessons',
    folder: 'mfe-lessons',
    offset: 2,
    exposes: {
      './Lessons': './src/features/lessons-list/pages/lessons-page.tsx',
      './LessonsBeginner': './src/features/lessons-list/pages/lessons-beginner-page.tsx',
      './LessonsIntermediate': './src/features/lessons-list/pages/lessons-intermediate-page.tsx',
      './LevelSelection': './src/features/level-selection/pages/level-selection-page.tsx',
    },
  },
  {
    name: 'mfe_sales',
    folder: 'mfe-sales',
    offset: 3,
    exposes: {
      './LaunchLanding': './src/features/sales-landing/pages/launch-landing-page.tsx',
      './Offer': './src/features/offer/pages/offer-page.tsx',
    },
  },
  {
    name: 'mfe_dashboards',
    folder: 'mfe-dashboards',
    offset: 4,
    exposes: {
      './Navigation': './src/features/navigation/pages/navigation-page.entry.tsx',
      './LeadSourceDashboard': './src/features/lead-sources/pages/lead-source-dashboard-page.entry.tsx',
      './PurchaseLeadsDashboard': './src/features/purchase-leads/pages/purchase-leads-dashboard-page.entry.tsx',
      './LaunchFunnel': './src/features/insights/pages/launch-funnel-page.entry.tsx',
      './SurveyResults': './src/features/survey-results/pages/survey-results-page.entry.tsx',
      './LaunchSettings': './src/features/launch-settings/pages/launch-settings-page.entry.tsx',
      './DataRequests': './src/features/data-requests/pages/data-requests-page.entry.tsx',
      './CheckoutEvents': './src/features/checkout/pages/checkout-events-page.entry.tsx',
      './SiteHealth': './src/features/site-health/pages/site-health-page.entry.tsx',
    },
  },
] as const;

export type Remote = (typeof REMOTES)[number];
export type RemoteName = Remote['name'];

/** The remote of a Module Federation name. */
export function remoteByName(name: RemoteName): Remote {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  return remote;
}

/** Where each remote's manifest is when the shell listens on `shellPort` (the remotes map / remotes.json). */
export function remotesMap(host: string, shellPort: number): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://${host}:${shellPort + remote.offset}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}
