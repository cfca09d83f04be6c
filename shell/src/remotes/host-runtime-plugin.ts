// The shell's Module Federation runtime plugin as the build wires it in (`runtimePlugins` of the host's federation
// config, build-config/remote-vite-config.ts): the generated bootstrap initialises the host with it, so the host's own
// initialisation (share negotiation: react, react-dom, the router) already yields between its steps, before any code
// of the shell runs. Registered globally too, so each remote's instance (created when its entry is initialised) does
// the same. See yielding-plugin.ts.
import { registerGlobalPlugins } from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { yieldingRuntimePlugin } from './yielding-plugin';

export default function hostRuntimePlugin(): ModuleFederationRuntimePlugin {
  const plugin = yieldingRuntimePlugin();
  registerGlobalPlugins([plugin]);
  return plugin;
}
