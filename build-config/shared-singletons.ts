// The packages shared as singletons between the shell and every remote, and their versions: one definition for the
// build (remote-vite-config.ts) and for the edge worker's release checks, which refuse a remote built against others.
// The versions are this package's own dependencies; every app's package.json must name the same ones
// (shared-singletons.test.ts), so the shell the worker is deployed with has exactly these.
import buildConfigPackage from './package.json' with { type: 'json' };

/**
 * Shared as singletons between the shell and every remote (the router too, or a second router loses context). Only what
 * must be one instance on the page: each shared name costs every page the federation's share wrappers for it (zustand,
 * used by the lessons' progress store alone, is bundled there and not shared).
 * The router is shared as 'react-router-dom' only: in production builds that name is react-router-dom-slim.ts (the
 * router APIs the site uses, tree-shaken, with react-router bundled inside it), and nothing imports 'react-router'
 * directly (eslint), so there is exactly one router instance on the page.
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom'] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** The exact version of each shared singleton that the shell and the remotes are built with. */
export const SHARED_SINGLETON_VERSIONS: Readonly<Record<SharedSingleton, string>> = Object.fromEntries(
  SHARED_SINGLETONS.map((name) => [name, buildConfigPackage.dependencies[name].replace(/^[\^~]/, '')]),
) as Record<SharedSingleton, string>;
