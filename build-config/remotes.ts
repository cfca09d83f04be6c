// The one list of the site's remotes: Module Federation name, folder and port (shell port + offset); the pages each
// one exposes are in the page catalogue (./pages.ts). Everything else derives from it: each
// remote's vite.config.ts (name, port), the dev/preview /remotes.json (runtime-config-plugin.ts),
// `npm start`'s remote servers and the edge worker's remotes map (scripts/site.ts), the bundle budgets
// (scripts/check-bundle-size.ts) and the shell's RemoteName type. Dependency-free, so the shell may import its types.

/** Port of the shell in `vite dev` / `vite preview` and the default of `npm start`; remote i listens on SHELL_PORT + offset. */
export const SHELL_PORT = 4173;

export const REMOTES = [
  { name: 'mfe_funnel', folder: 'mfe-funnel', offset: 1 },
  { name: 'mfe_lessons', folder: 'mfe-lessons', offset: 2 },
  { name: 'mfe_sales', folder: 'mfe-sales', offset: 3 },
  { name: 'mfe_dashboards', folder: 'mfe-dashboards', offset: 4 },
] as const;

export type Remote = (typeof REMOTES)[number];
export type RemoteName = Remote['name'];

/** The remote of a Module Federation name. */
export function remoteByName(name: RemoteName): Remote {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  return remote;
}

/** Where each remote's manifest is when the shell listens on `shellPort` (the remotes map / remotes.json). */
export function remotesMap(host: string, shellPort: number): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://${host}:${shellPort + remote.offset}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}
