// Runtime loading of the remotes. Nothing about their URLs is in the shell's build: the map
// remote name -> mf-manifest.json URL comes from /remotes.json (or the same JSON inlined into index.html by the
// server as <script type="application/json" id="funil-remotes">, which saves a round trip). It is never read
// from the URL (a query parameter would let any page run code here).
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { RemoteModuleRef, RemoteName } from '@funil/build-config/component-registry';
import { signalsRuntimePlugin } from '../signals/federation-signals';
import { yieldToMain } from './yielding-plugin';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

export type RemotePageComponent = ComponentType<Record<string, unknown>>;

const INLINE_REMOTES_ID = 'funil-remotes';

let manifestPromise: Promise<RemotesManifest> | undefined;
const registered = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();

function isRemotesManifest(value: unknown): value is RemotesManifest {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value as Record<string, unknown>).every((url) => typeof url === 'string')
  );
}

async function readRemotesManifest(): Promise<RemotesManifest> {
  const inline = typeof document !== 'undefined' ? document.getElementById(INLINE_REMOTES_ID) : null;
  if (inline?.textContent) {
    const parsed: unknown = JSON.parse(inline.textContent);
    if (isRemotesManifest(parsed)) return parsed;
  }
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json: HTTP ${response.status}`);
  const parsed: unknown = await response.json();
  if (!isRemotesManifest(parsed)) throw new Error('/remotes.json: formato inválido');
  return parsed;
}

export function getRemotesManifest(): Promise<RemotesManifest> {
  manifestPromise ??= readRemotesManifest().catch((error: unknown) => {
    manifestPromise = undefined; // a later retry fetches it again
    throw error;
  });
  return manifestPromise;
}

/** Exposed modules ('mfe_funnel/Landing') whose whole module chain the edge has already hinted: the page it
 * pre-rendered (edge/src/compose.ts). */
const hintedByEdge = new Set<string>();

/** The page the edge pre-rendered: its remote's entry, chunks and CSS are already hinted (or inlined) by the edge's
 * HTML, so the runtime does not work out and add the same preloads again when it loads the module. */
export function markHintedByEdge(ref: RemoteModuleRef): void {
  hintedByEdge.add(`${ref.remote}/${ref.expose}`);
}

/**
 * Leaves out the runtime's own preload of a module the edge has hinted: before loading an exposed module, the
 * runtime's snapshot plugin works out the module's assets from the remote's manifest and adds a preload link for each
 * (`generatePreloadAssets`, `preloadAssets`): on the pre-rendered page that is the same list the edge hinted at the
 * first paint, worked out again in the takeover's path (a long task on a slow phone: docs/performance.md). Any other
 * module (a page reached by a link) keeps the runtime's preload.
 */
export function edgeHintsRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'funil-edge-hints',
    beforePreloadRemote({ preloadOps }) {
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const { nameOrAlias, exposes } = preloadOps[index]!;
        const hinted =
          exposes !== undefined &&
          exposes.length > 0 &&
          exposes.every((expose) => hintedByEdge.has(`${nameOrAlias}/${expose.replace(/^\.\//, '')}`));
        if (hinted) preloadOps.splice(index, 1);
      }
    },
  };
}

let pluginsRegistered = false;

async function ensureRegistered(remote: RemoteName): Promise<void> {
  // Production signals: remote-load failures and build ids through the runtime's hooks (src/signals/); the edge's
  // hints in place of the runtime's preload. (The yielding between the runtime's steps is the build's runtime plugin,
  // host-runtime-plugin.ts, there from the host's own initialisation on.)
  if (!pluginsRegistered) {
    registerPlugins([signalsRuntimePlugin(), edgeHintsRuntimePlugin()]);
    pluginsRegistered = true;
  }
  const entry = (await getRemotesManifest())[remote];
  if (!entry) throw new Error(`remote ${remote} não está em /remotes.json`);
  const retrying = failed.has(remote);
  if (registered.get(remote) === entry && !retrying) return;
  // force: replaces a registration (new URL, or a retry after the remote was down: drops the cached failure).
  registerRemotes([{ name: remote, entry, type: 'module' }], { force: registered.has(remote) });
  registered.set(remote, entry);
  failed.delete(remote);
}

const componentPromises = new Map<string, Promise<{ default: RemotePageComponent }>>();
const loadedComponents = new Map<string, RemotePageComponent>();

/** The component of an exposed module that has already loaded (renders without suspending), if any. */
export function loadedRemoteComponent(ref: RemoteModuleRef): RemotePageComponent | undefined {
  return loadedComponents.get(`${ref.remote}/${ref.expose}`);
}

/**
 * Loads the default export (a React component) of an exposed module, e.g. mfe_funnel/PrivacyPolicy.
 * One request per module: later calls share the promise; a failure is forgotten so that a retry loads again.
 */
export function loadRemoteComponent(ref: RemoteModuleRef): Promise<{ default: RemotePageComponent }> {
  const key = `${ref.remote}/${ref.expose}`;
  let promise = componentPromises.get(key);
  if (!promise) {
    promise = loadComponentOnce(ref);
    componentPromises.set(key, promise);
    promise.then(
      (mod) => loadedComponents.set(key, mod.default),
      () => undefined,
    );
    promise.catch(() => componentPromises.delete(key));
  }
  return promise;
}

async function loadComponentOnce({ remote, expose }: RemoteModuleRef): Promise<{ default: RemotePageComponent }> {
  // The runtime's first steps (the plugins and the remote registered, the load started) in a task of their own, not at
  // the end of the caller's: main.tsx starts the pre-rendered page's load while the shell's module is evaluated, and
  // together they were one long task on a slow phone's CPU (docs/performance.md, the takeover's long tasks).
  await yieldToMain();
  try {
    await ensureRegistered(remote);
    const mod = await loadRemote<{ default?: unknown }>(`${remote}/${expose}`);
    const component = mod?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${remote}/${expose} não exporta um componente React (export default)`);
    }
    return { default: component as RemotePageComponent };
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

/** Starts loading a page's module early (e.g. the one the static table gives for the URL being opened, while the
 * route table loads). Errors are left to the page's error boundary. */
export function preloadRemoteComponent(ref: RemoteModuleRef): void {
  loadRemoteComponent(ref).catch(() => undefined);
}
