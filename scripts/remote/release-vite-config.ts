// `npm run remote -- build <remote> --label <text>`: the remote's own Vite configuration (build-config/
// remote-vite-config.ts) plus the label as a comment at the top of every chunk, so a build of unchanged sources is
// still a release of its own (its content hash differs). The remote comes from FUNIL_RELEASE_REMOTE.
import path from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { remoteViteConfig } from '@funil/build-config/remote-vite-config';
import { remoteByName, type RemoteName } from '@funil/build-config/remotes';

const name = process.env.FUNIL_RELEASE_REMOTE as RemoteName;
const label = (process.env.FUNIL_RELEASE_LABEL ?? '').replace(/\*\//g, '');
const root = path.resolve(import.meta.dirname, '../..', remoteByName(name).folder);

const labelPlugin: Plugin = {
  name: 'funil:release-label',
  apply: 'build',
  // After minification (which drops comments), before the build id is computed (build-id-plugin.ts, enforce 'post').
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') file.code = `/* ${name} release ${label} */\n${file.code}`;
    },
  },
};

export default (env: ConfigEnv): UserConfig => {
  const config = remoteViteConfig({ root, name })(env);
  return { ...config, plugins: [...(config.plugins ?? []), labelPlugin] };
};
