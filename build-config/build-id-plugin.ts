// Build ids (production signals): every build of the shell and of each remote carries an id, the first 12
// hex digits of a SHA-256 over its emitted files (names and contents), so two builds of the same sources have the same
// id and any change gives a new one. Where it goes:
// - a remote's mf-manifest.json, as metaData.buildInfo.buildVersion (the Module Federation field for it): the shell
//   reads it when the runtime loads the manifest (shell/src/signals/federation-signals.ts);
// - the shell's index.html, as <meta name="funil-build" content="<id>"> (the page's inline catcher reads it).
// The page reports the ids with every event; /campanhas/saude shows them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const BUILD_ID_META = 'funil-build';
const NOT_HASHED = /(^|\/)(mf-manifest\.json|mf-stats\.json|index\.html)$/;

interface EmittedFile {
  fileName: string;
  type: 'chunk' | 'asset';
  code?: string;
  source?: string | Uint8Array;
}

/** The id of a set of emitted files: SHA-256 over the sorted names and contents, 12 hex digits. */
export function buildIdOf(files: readonly EmittedFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.fileName < b.fileName ? -1 : 1))) {
    if (NOT_HASHED.test(file.fileName)) continue;
    hash.update(file.fileName).update('\0');
    hash.update(file.type === 'chunk' ? (file.code ?? '') : (file.source ?? '')).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** mf-manifest.json's text with metaData.buildInfo.buildVersion set to the id. */
export function withManifestBuildId(text: string, id: string): string {
  const manifest = JSON.parse(text) as { metaData?: { buildInfo?: Record<string, unknown> } };
  if (!manifest.metaData) return text;
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: id };
  return JSON.stringify(manifest, null, 2);
}

export function buildIdPlugin(): Plugin {
  let id = '';
  let outDir = 'dist';
  return {
    name: 'funil:build-id',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        id = buildIdOf(Object.values(bundle) as EmittedFile[]);
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset') continue;
          const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          if (file.fileName === 'mf-manifest.json') file.source = withManifestBuildId(text, id);
          if (file.fileName === 'index.html' && !text.includes(`name="${BUILD_ID_META}"`))
            file.source = text.replace('<head>', `<head><meta name="${BUILD_ID_META}" content="${id}">`);
        }
      },
    },
    // The federation plugin may write mf-manifest.json after generateBundle: patched on disk then.
    writeBundle: {
      order: 'post',
      handler() {
        const manifest = path.join(outDir, 'mf-manifest.json');
        if (!id || !existsSync(manifest)) return;
        const text = readFileSync(manifest, 'utf8');
        const patched = withManifestBuildId(text, id);
        if (patched !== text) writeFileSync(manifest, patched);
      },
    },
  };
}
