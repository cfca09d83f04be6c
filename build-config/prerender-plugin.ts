// Build-time pre-rendering of a remote's exposed pages, in Node (react-dom/server; no browser needed, so `npm start`
// works on a machine without Chromium). After `vite build`, each exposed module is loaded through Vite's SSR module
// loader and rendered to static markup (inside a router at "/", with no props), written next to the build as
//   dist/prerender/<Expose>.html
// The edge worker (edge/src/compose.ts, fetching it from the remote's origin) puts that markup inside the shell's #root for the route that shows the page, with
// the page's CSS and a modulepreload of its chunks, so the first paint is the page itself (LCP without waiting for
// JavaScript). The shell then hydrates it (see shell/src/main.tsx): its tree down to the page renders nothing else, so
// the markup here, the page alone inside the router, is what React expects.
// A page whose first render depends on public data the edge has (the class page: the class of `?aula=`) has a module
// beside it, <page>.prerender.tsx, exporting `prerenderVariants` (variant name -> element): each is written as
// dist/prerender/<Expose>.<variant>.html, its data as placeholders the edge fills (edge/src/class-page.ts). Beside the
// page rather than in it, so the browser never downloads it.
// A page that cannot render on the server (browser-only code at module level) is skipped with a warning: the shell
// renders it on the client as before.
import type { Plugin } from 'vite';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PRERENDER_DIR = 'prerender';
const VIRTUAL_RENDERER = 'virtual:funil-prerender-renderer';

/** The module that renders a page component inside react-router's StaticRouter (same react/react-router instances as the page). */
const RENDERER_SOURCE = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
export function render(Page) {
  return renderToString(createElement(StaticRouter, { location: '/' }, createElement(Page, {})));
}
export function renderElement(element) {
  return renderToString(createElement(StaticRouter, { location: '/' }, element));
}
`;

export function prerenderPlugin(exposes: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  let isBuild = false;
  let isSsr = false;
  return {
    name: 'funil-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isBuild = config.command === 'build';
      isSsr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!isBuild || isSsr || process.env.FUNIL_PRERENDER === '0') return;
      const { createServer } = await import('vite');
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        mode: 'production',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: [
          {
            name: 'funil-prerender-renderer',
            resolveId: (id) => (id === VIRTUAL_RENDERER ? `\0${VIRTUAL_RENDERER}` : undefined),
            load: (id) => (id === `\0${VIRTUAL_RENDERER}` ? RENDERER_SOURCE : undefined),
          },
        ],
      });
      const target = path.join(outDir, PRERENDER_DIR);
      mkdirSync(target, { recursive: true });
      // Browser globals some modules read at import time are absent here; pages guard their own effects.
      try {
        const renderer = (await server.ssrLoadModule(VIRTUAL_RENDERER)) as {
          render: (page: unknown) => string;
          renderElement: (element: unknown) => string;
        };
        for (const [key, file] of Object.entries(exposes)) {
          const name = key.replace(/^\.\//, '');
          try {
            const mod = (await server.ssrLoadModule(path.resolve(root, file))) as { default?: unknown };
            if (!mod.default) throw new Error('no default export');
            const html = renderer.render(mod.default);
            writeFileSync(path.join(target, `${name}.html`), html);
            const variantsFile = path.resolve(root, file.replace(/\.tsx?$/, '.prerender.tsx'));
            const variants = existsSync(variantsFile)
              ? ((await server.ssrLoadModule(variantsFile)) as { prerenderVariants?: Record<string, () => unknown> })
                  .prerenderVariants
              : undefined;
            for (const [variant, element] of Object.entries(variants ?? {}))
              writeFileSync(path.join(target, `${name}.${variant}.html`), renderer.renderElement(element()));
          } catch (error) {
            console.warn(`[prerender] ${name}: not pre-rendered (${(error as Error).message.split('\n')[0]})`);
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}
