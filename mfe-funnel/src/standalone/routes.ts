import { standaloneRoutes } from '../../../build-config/standalone/standalone-routes.ts';

// The pages this remote exposes, reachable when the remote runs alone: derived from the page catalogue
// (build-config/pages.ts).
export const STANDALONE_ROUTES = standaloneRoutes(
  'mfe_funnel',
  import.meta.glob(['../features/*/pages/*.tsx', '!**/*.test.tsx', '!**/*.stories.tsx']),
);
