import { standaloneRoutes } from '@funil/build-config/standalone/standalone-routes';

// The pages this remote exposes, reachable when the remote runs alone: derived from the page catalogue
// (build-config/pages.ts).
export const STANDALONE_ROUTES = standaloneRoutes(
  'mfe_funnel',
  import.meta.glob(['../features/*/pages/*.tsx', '!**/*.test.tsx', '!**/*.stories.tsx']),
);
