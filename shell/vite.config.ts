import { hostViteConfig } from '../build-config/remote-vite-config.ts';

// Module Federation host with no build-time remotes: /remotes.json tells it where they are at runtime.
export default hostViteConfig({ root: import.meta.dirname, port: 4173 });
