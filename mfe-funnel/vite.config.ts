import { remoteViteConfig } from '../build-config/remote-vite-config.ts';

// Exposes: one line per page (docs/contracts.md); the standalone app lists the same pages in src/standalone/routes.tsx.
export default remoteViteConfig({
  root: import.meta.dirname,
  name: 'mfe_funnel',
  port: 4174,
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
});
