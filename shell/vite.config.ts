import { hostViteConfig } from '@funil/build-config/remote-vite-config';
import { SHELL_PORT } from '@funil/build-config/remotes';

// Module Federation host with no build-time remotes: /remotes.json tells it where they are at runtime.
export default hostViteConfig({ root: import.meta.dirname, port: SHELL_PORT });
