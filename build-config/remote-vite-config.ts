// The one Vite + Module Federation setup of the site. Every remote's vite.config.ts is two lines:
//
//   import { remoteViteConfig } from '../build-config/remote-vite-config.ts';
//   export default remoteViteConfig({ root: import.meta.dirname, name: 'mfe_funnel' });
//
// (its port comes from the one list of remotes, ./remotes.ts, its exposed pages from the page catalogue, ./pages.ts)
// and the shell's is
// `hostViteConfig({ root: import.meta.dirname, port: SHELL_PORT })`.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeConfigPlugin } from './runtime-config-plugin.ts';
import { prerenderPlugin } from './prerender-plugin.ts';
import { standaloneRuntimePlugin } from './standalone-runtime-plugin.ts';
import { buildIdPlugin } from './build-id-plugin.ts';
import { pageRoutingPlugin } from './page-routing-plugin.ts';
import { exposesOf } from './pages.ts';
import { remoteByName, SHELL_PORT, type RemoteName } from './remotes.ts';
import { SHARED_SINGLETONS } from './shared-singletons.ts';

export { REMOTES, SHELL_PORT, type RemoteName } from './remotes.ts';

/** What `vite build` provides as the shared 'react-router-dom' (see react-router-dom-slim.ts); dev and tests use the package. */
const SLIM_ROUTER = path.join(import.meta.dirname, 'react-router-dom-slim.ts');

type SharedConfig = Record<string, { singleton: true; version: string; requiredVersion: false; import?: string }>;

/**
 * `shared` for the federation plugin: the singletons, with the version of the package's own package.json.
 * In `vite build` the shared 'react-router-dom' is provided by the slim re-export.
 * No `requiredVersion`: every app is built with exactly the versions of shared-singletons.ts (its test) and the edge
 * refuses a remote release built against others (edge/src/remotes-map/release-checks.ts), so the runtime's own range
 * check of each singleton (a semver parse, with new regular expressions, for every share in every instance's
 * initialisation) can only ever pass: it is left out of the takeover's path (docs/performance.md, the takeover's long tasks).
 */
export function sharedSingletons(root: string, command: ConfigEnv['command']): SharedConfig {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const shared: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    const version = pkg.dependencies?.[name];
    if (!version) throw new Error(`${root}/package.json must depend on ${name} (a shared singleton)`);
    shared[name] = { singleton: true, version: version.replace(/^[\^~]/, ''), requiredVersion: false };
    if (name === 'react-router-dom' && command === 'build') shared[name].import = SLIM_ROUTER;
  }
  return shared;
}

function commonConfig(root: string, port: number, plugins: Plugin[]): UserConfig {
  return {
    root,
    plugins: [react(), ...plugins],
    // Loopback only, like everything else the project serves locally.
    server: { host: '127.0.0.1', port, strictPort: true, origin: `http://127.0.0.1:${port}`, cors: true },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      cors: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    build: {
      // Module Federation's entry uses top-level await.
      target: 'esnext',
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
    },
  };
}

export interface RemoteViteConfigOptions {
  /** The remote's folder: pass `import.meta.dirname`. */
  root: string;
  /** Module Federation name, e.g. `mfe_funnel`: its port (SHELL_PORT + offset) comes from ./remotes.ts, its exposed
   * pages from the page catalogue (./pages.ts). */
  name: RemoteName;
}

/**
 * A remote: builds `remoteEntry.js` + `mf-manifest.json` next to a standalone `index.html`
 * (src/standalone/) so the team can run the remote alone on its own port.
 * Assets are addressed relative to the manifest (publicPath "auto"), so the same build works from any origin.
 */
export function remoteViteConfig({ root, name }: RemoteViteConfigOptions): (env: ConfigEnv) => UserConfig {
  const port = SHELL_PORT + remoteByName(name).offset;
  const exposes = exposesOf(name);
  return ({ command }) =>
    commonConfig(root, port, [
      ...federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: sharedSingletons(root, command),
        // No type generation/consumption: it needs a running remote or network and the workspace imports types directly.
        dts: false,
        // Built remotes use the shell's Module Federation runtime (globalThis._FEDERATION_RUNTIME_CORE) instead of
        // a second copy; standalone-runtime-plugin.ts provides one when the remote's own page runs alone.
        experiments: { externalRuntime: command === 'build' },
      }),
      standaloneRuntimePlugin(),
      // dist/prerender/<Expose>.html: each page's markup rendered in Node at build time (the edge worker fetches it from the remote's origin).
      prerenderPlugin(exposes),
      runtimeConfigPlugin({ remotesJson: false, shellPort: SHELL_PORT }),
      // metaData.buildInfo.buildVersion of mf-manifest.json: this build's content hash (production signals).
      buildIdPlugin(),
    ]);
}

/**
 * Every JavaScript chunk of the shell as a modulepreload in its index.html, except the data layer's (`lazy`: loaded by
 * the live page once it runs, e.g. the route table's PostgREST client). Vite lists only the entry's static imports;
 * the rest of what the shell needs before it can render (the router, Module Federation's prebuild/pendingShares
 * wrappers of the shared singletons) is imported dynamically by the federation runtime, one round trip after another
 * (four at 150 ms RTT on /inscricao). The edge (edge/src/compose.ts) hints what index.html lists, all at once, at the
 * first paint.
 */
function preloadEveryChunkPlugin(lazy: RegExp): Plugin {
  return {
    name: 'funil:preload-every-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const listed = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((match) => match[1]));
        return Object.values(ctx.bundle)
          .filter((output) => output.type === 'chunk' && !listed.has(output.fileName))
          .filter(
            (output) => !(output.type === 'chunk' && output.isDynamicEntry && lazy.test(output.facadeModuleId ?? '')),
          )
          .map((output) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${output.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export interface HostViteConfigOptions {
  root: string;
  port: number;
}

/**
 * The shell: a Module Federation host with NO build-time remotes. It shares the singletons and initialises the
 * runtime; the remotes are registered at runtime from `/remotes.json` (see shell/src/remotes/federation.ts).
 */
export function hostViteConfig({ root, port }: HostViteConfigOptions): (env: ConfigEnv) => UserConfig {
  return ({ command }) =>
    commonConfig(root, port, [
      ...federation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(root, command),
        dts: false,
        // The one Module Federation runtime of the page, reused by every remote (experiments.externalRuntime).
        experiments: { provideExternalRuntime: true },
        // The runtime gives the main thread back between its steps, from the host's own initialisation on, in every
        // remote's instance too (shell/src/remotes/host-runtime-plugin.ts).
        runtimePlugins: [path.join(root, 'src', 'remotes', 'host-runtime-plugin.ts')],
      }),
      runtimeConfigPlugin({ remotesJson: true, shellPort: port }),
      // Lazy too: the Web Vitals reporter (production signals), the theme toggle, loaded after the takeover, and the
      // page meta, loaded at the first navigation.
      preloadEveryChunkPlugin(
        /[\\/]data-client[\\/]src[\\/]|[\\/]signals[\\/]web-vitals-reporter\.ts$|[\\/]theme[\\/]theme-corner\.tsx$|[\\/]meta[\\/]page-meta\.ts$/,
      ),
      // <meta name="funil-build">: this build's content hash (production signals).
      buildIdPlugin(),
      // The page catalogue's routing fields only in the first load (the titles come with the page meta, later).
      pageRoutingPlugin(),
    ]);
}
