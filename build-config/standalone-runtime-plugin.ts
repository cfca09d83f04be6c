// Remotes are built with `experiments.externalRuntime`: they use the Module Federation runtime the shell publishes
// on globalThis._FEDERATION_RUNTIME_CORE instead of each downloading a copy of its own (sizes: docs/performance.md).
// When a remote's own index.html runs alone (its team's standalone app) there is no shell, so the build emits
// `standalone-runtime.js`, which publishes a runtime-core for that page; index.html loads it first with
//   <script type="module" src="/standalone-runtime.js" vite-ignore></script>
// (`vite-ignore`: neither Vite nor the federation plugin rewrites that tag). In `vite dev` the remote keeps its
// own runtime, and the file is an empty module.
import type { Plugin } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';

export const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';
const VIRTUAL_ID = '\0funil:standalone-runtime';

/** Absolute path of @module-federation/runtime-core's ESM entry, the copy the federation plugin bundles. */
function runtimeCoreEntry(): string {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@module-federation/vite'));
  const fromRuntime = createRequire(fromPlugin.resolve('@module-federation/runtime'));
  // require() resolves the CommonJS entry (dist/index.cjs); the ESM build sits next to it.
  const cjsEntry = fromRuntime.resolve('@module-federation/runtime-core');
  return path.join(path.dirname(cjsEntry), 'index.js');
}

export function standaloneRuntimePlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'funil-standalone-runtime',
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== 'build') return;
      this.emitFile({ type: 'chunk', id: VIRTUAL_ID, fileName: STANDALONE_RUNTIME_FILE, preserveSignature: false });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? VIRTUAL_ID : undefined;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return undefined;
      // An absolute path, not the bare package name: the plugin rewrites only the bare name to the global shim.
      return [
        `import * as runtimeCore from ${JSON.stringify(runtimeCoreEntry())};`,
        'if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;',
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `/${STANDALONE_RUNTIME_FILE}`) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end('// vite dev: the remote bundles its own Module Federation runtime\nexport {};\n');
      });
    },
  };
}
