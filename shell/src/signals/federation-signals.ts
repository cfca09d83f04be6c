// Module Federation runtime plugin of the shell (registered in remotes/federation.ts): what the runtime sees of the
// remotes becomes production signals.
// - errorLoadRemote: a remote that fails to load (manifest, entry, exposed module; the runtime's error code, e.g.
//   RUNTIME-008 for an entry that does not load) -> a 'remote' event with the remote, the exposed module and the code.
//   The hook returns nothing, so the runtime throws as before and the page's error boundary shows its retry.
// - loadRemoteSnapshot: the remote's mf-manifest.json has loaded -> its build id (metaData.buildInfo.buildVersion).
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { addPageSignal, federationErrorCode, setSignalsBuild } from './page-signals';

/** 'mfe_lessons/Lessons' -> ['mfe_lessons', 'Lessons']; a manifest URL (a failure before any module) -> ['', ''] */
function splitId(id: string): [string, string] {
  if (id.includes('://')) return ['', ''];
  const slash = id.indexOf('/');
  return slash < 0 ? [id, ''] : [id.slice(0, slash), id.slice(slash + 1)];
}

export function signalsRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'funil-signals',
    errorLoadRemote(args) {
      const [remote, expose] = splitId(args.id);
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      addPageSignal({
        kind: 'remote',
        remote: args.remote?.name ?? remote,
        expose: (args.expose ?? expose).replace(/^\.\//, ''),
        code: federationErrorCode(args.error),
        message: message.slice(0, 300),
      });
      return undefined;
    },
    loadRemoteSnapshot(args) {
      const build = args.manifestJson?.metaData?.buildInfo?.buildVersion;
      if (typeof build === 'string') setSignalsBuild(args.moduleInfo.name, build);
      return args;
    },
  };
}
