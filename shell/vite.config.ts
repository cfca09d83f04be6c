import { hostViteConfig } from '../build-config/remote-vite-config.ts';
import { SHELL_PORT } from '../build-config/remotes.ts';

// Module Federation host with no build-time remotes: /remotes.json tells it where they are at runtime.
export default hostViteConfig({ root: import.meta.dirname, port: SHELL_PORT });
