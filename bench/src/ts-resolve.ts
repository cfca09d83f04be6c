// `node --import ./bench/src/ts-resolve.ts ...`: lets Node run the workspace's browser-side TypeScript (data-client,
// the dashboards' CSV module), whose relative imports omit the extension as Vite allows: './x' -> './x.ts' / '.tsx'.
import { registerHooks } from 'node:module';

const CANDIDATES = ['.ts', '.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
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
