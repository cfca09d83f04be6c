// `node --import ./bench/src/ts-resolve.ts ...`: lets Node run the workspace's browser-side TypeScript (data-client,
// the dashboards' CSV module), whose relative imports omit the extension as Vite allows: './x' -> './x.ts' / '.tsx'.
// (Imports between packages name a subpath of the package's exports map, which Node resolves by itself.)
import { registerHooks } from 'node:module';

const CANDIDATES = ['.ts', '.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const source = specifier.startsWith('./') || specifier.startsWith('../');
      if (!source || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      for (const suffix of CANDIDATES) {
        try {
          return nextResolve(specifier + suffix, context);
        } catch {
          // try the next one
        }
      }
      throw error;
    }
  },
});
