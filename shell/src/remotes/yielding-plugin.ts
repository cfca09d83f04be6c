// Module Federation runtime plugin: the main thread is given back between the runtime's steps.
// Loading a remote's page is a chain of promises: the remote's manifest read into a snapshot, its entry loaded and
// initialised (share negotiation), the exposed module fetched and its factory run, each step continuing in the
// microtask checkpoint of the task that ended the one before. On a slow phone a chain of such steps ran as one long
// task (docs/performance.md, the federation runtime in short tasks). Each hook below is a step boundary the runtime awaits: the plugin
// waits there for a new task (scheduler.yield, which runs the continuation before other queued tasks of the same
// priority; a MessageChannel message where it does not exist), so the steps become tasks of their own and a tap or
// key in between is handled at once.
// The hooks pass the runtime's arguments on unchanged (the waterfall hooks must return them; the others return
// nothing, as onLoad's return value would replace the module).
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

interface Scheduler {
  yield?: () => Promise<void>;
}

/** A promise that resolves in a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The hooks whose promise the runtime awaits before its next step. */
export const YIELDING_HOOKS = [
  // remote handler: before the remote's snapshot (manifest) is read, after it, once the module is loaded
  'beforeRequest',
  'afterResolve',
  'onLoad',
  // the remote's entry initialised: before and after its share negotiation (the remote's own init)
  'beforeInitContainer',
  'initContainer',
  // the exposed module: before its factory is fetched and before it runs
  'beforeGetExpose',
  'beforeExecuteFactory',
  // each shared module (react, react-dom, the router) loaded on its own
  'beforeLoadShare',
] as const;

const WATERFALL = new Set<string>([
  'beforeRequest',
  'afterResolve',
  'beforeInitContainer',
  'initContainer',
  'beforeLoadShare',
]);

export function yieldingRuntimePlugin(): ModuleFederationRuntimePlugin {
  const plugin: Record<string, unknown> = { name: 'funil-yield-between-steps' };
  for (const hook of YIELDING_HOOKS) {
    plugin[hook] = WATERFALL.has(hook)
      ? async (args: unknown) => {
          await yieldToMain();
          return args;
        }
      : async () => {
          await yieldToMain();
        };
  }
  return plugin as ModuleFederationRuntimePlugin;
}
