import { remoteViteConfig } from '@funil/build-config/remote-vite-config';

// Name, port and exposed pages come from the one list of remotes, build-config/remotes.ts.
export default remoteViteConfig({ root: import.meta.dirname, name: 'mfe_sales' });
