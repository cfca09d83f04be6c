// A remote's immutable releases: every build of a remote is a folder of its own, <remote folder>/releases/<build-id>/,
// never overwritten, served (locally by the remote's static server, in production by its CDN or bucket) at
// <origin>/<build-id>/. So several versions of one remote are live at once and a rollback is a map change, not a
// rebuild. The build id is the build's content hash: the manifest's metaData.buildInfo.buildVersion written by the
// production signals' build-id plugin (the id the pages report), or, for a build without it, the same kind of hash
// (12 hex digits of SHA-256 over the files' names and contents) computed here.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { remoteByName, type RemoteName } from '@funil/build-config/remotes';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RELEASES = 'releases';
const BUILD_ID = /^[0-9a-f]{12}$/;
const NOT_HASHED = /(^|\/)(mf-manifest\.json|mf-stats\.json|index\.html)$/;

export function releasesDir(remote: RemoteName): string {
  return path.join(ROOT, remoteByName(remote).folder, RELEASES);
}

function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? files(path.join(dir, entry.name), relative) : [relative];
    })
    .sort();
}

/** The build id of a built folder: its manifest's buildVersion when that is a build id, else its content hash. */
export function releaseIdOf(dir: string): string {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dir} has no mf-manifest.json: not a remote's build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: unknown } };
  };
  const declared = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof declared === 'string' && BUILD_ID.test(declared)) return declared;
  const hash = createHash('sha256');
  for (const file of files(dir)) {
    if (NOT_HASHED.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export interface Release {
  remote: RemoteName;
  id: string;
  dir: string;
  /** False when this id was already released (same content: nothing written). */
  created: boolean;
}

/**
 * Copies a built folder to releases/<id>/ unless that release exists (a release is never overwritten: same id, same
 * content). Written to a temporary folder first and renamed, so a release is never seen half-written.
 */
export function snapshotRelease(remote: RemoteName, builtDir: string): Release {
  const id = releaseIdOf(builtDir);
  const dir = path.join(releasesDir(remote), id);
  if (existsSync(path.join(dir, 'mf-manifest.json'))) return { remote, id, dir, created: false };
  mkdirSync(releasesDir(remote), { recursive: true });
  const temporary = path.join(releasesDir(remote), `.incoming-${id}-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  cpSync(builtDir, temporary, { recursive: true });
  try {
    renameSync(temporary, dir);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) throw error; // else another process released it meanwhile
  }
  return { remote, id, dir, created: true };
}

/** The releases of a remote, newest first. */
export function listReleases(remote: RemoteName): { id: string; builtAt: Date }[] {
  const dir = releasesDir(remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BUILD_ID.test(name) && existsSync(path.join(dir, name, 'mf-manifest.json')))
    .map((id) => ({ id, builtAt: statSync(path.join(dir, id)).mtime }))
    .sort((a, b) => b.builtAt.getTime() - a.builtAt.getTime());
}

/**
 * A new release of `remote` from its sources: `vite build` into a temporary folder (its dist/, which `npm start` and
 * a running site serve, is left alone), then snapshotRelease. `label` (e.g. the CI run or the commit) is written as a
 * comment at the top of every chunk, so the build is a release of its own even from unchanged sources.
 */
export async function buildRelease(
  remote: RemoteName,
  options: { label?: string; log?: (line: string) => void } = {},
): Promise<Release> {
  const folder = path.join(ROOT, remoteByName(remote).folder);
  const outDir = path.join(releasesDir(remote), `.build-${process.pid}`);
  rmSync(outDir, { recursive: true, force: true });
  const vite = path.join(folder, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  if (options.label) args.push('--config', path.join(import.meta.dirname, 'release-vite-config.ts'));
  const started = Date.now();
  options.log?.(`building ${remote}${options.label ? ` (label ${options.label})` : ''}...`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        FUNIL_RELEASE_REMOTE: remote,
        ...(options.label ? { FUNIL_RELEASE_LABEL: options.label } : {}),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build of ${remote} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
  try {
    const release = snapshotRelease(remote, outDir);
    options.log?.(
      `built ${remote} ${release.id} in ${((Date.now() - started) / 1000).toFixed(1)} s${release.created ? '' : ' (already released: same content)'}`,
    );
    return release;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The static server's hook: `/<build-id>/<file>` of a released build -> that release's folder and the file's path in
 * it; null for any other path (served from dist/ as before).
 */
export function releasedFile(releasesRoot: string, pathname: string): { root: string; pathname: string } | null {
  const match = /^\/([0-9a-f]{12})(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const root = path.join(releasesRoot, match[1]!);
  if (!existsSync(path.join(root, 'mf-manifest.json'))) return null;
  return { root, pathname: match[2] || '/' };
}
