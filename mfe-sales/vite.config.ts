import { remoteViteConfig } from '../build-config/remote-vite-config.ts';

// Exposes: one line per page (docs/contracts.md); the standalone app lists the same pages in src/standalone/routes.tsx.
export default remoteViteConfig({
  root: import.meta.dirname,
  name: 'mfe_sales',
  port: 4176,
  exposes: {
    './LaunchLanding': './src/features/sales-landing/pages/launch-landing-page.tsx',
    './Offer': './src/features/offer/pages/offer-page.tsx',
  },
});
