import { remoteViteConfig } from '../build-config/remote-vite-config.ts';

// Exposes: one line per page (docs/contracts.md); the same pages are listed in src/standalone/routes.tsx.
export default remoteViteConfig({
  root: import.meta.dirname,
  name: 'mfe_dashboards',
  port: 4177,
  exposes: {
    './Navigation': './src/features/navigation/pages/navigation-page.tsx',
    './LeadSourceDashboard': './src/features/lead-sources/pages/lead-source-dashboard-page.tsx',
    './PurchaseLeadsDashboard': './src/features/purchase-leads/pages/purchase-leads-dashboard-page.tsx',
    './LaunchFunnel': './src/features/insights/pages/launch-funnel-page.tsx',
    './SurveyResults': './src/features/survey-results/pages/survey-results-page.tsx',
    './LaunchSettings': './src/features/launch-settings/pages/launch-settings-page.tsx',
    './DataRequests': './src/features/data-requests/pages/data-requests-page.tsx',
    './CheckoutEvents': './src/features/checkout/pages/checkout-events-page.tsx',
  },
});
