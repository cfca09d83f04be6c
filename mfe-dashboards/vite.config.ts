import { remoteViteConfig } from '../build-config/remote-vite-config.ts';

// Exposes: one line per page (docs/contracts.md), e.g. './Name': './src/features/<feature>/pages/<page>.tsx';
// list the same pages in src/standalone/routes.tsx to reach them when the remote runs alone.
export default remoteViteConfig({
  root: import.meta.dirname,
  name: 'mfe_dashboards',
  port: 4177,
  exposes: {},
});
