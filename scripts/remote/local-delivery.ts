// The remotes map's delivery on the local site (scripts/site.ts): each remote's current build (its dist/) becomes a
// release (releases/<build-id>/, the first version) and the initial map points at the releases; the edge gets the
// allowlist (the remotes' local origins) and a fresh admin token, which `npm run remote` finds in
// node_modules/.cache/funil-remotes-admin/<port>.json (readable by the owner only) while the site runs.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@funil/build-config/remotes';
import { snapshotRelease } from './releases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_DIR = path.join(ROOT, 'node_modules', '.cache', 'funil-remotes-admin');

export interface LocalAdmin {
  /** The site, e.g. http://127.0.0.1:4173 */
  url: string;
  token: string;
}

export function adminFile(port: number): string {
  return path.join(ADMIN_DIR, `${port}.json`);
}

/** The admin endpoint of the local site on `port` (written by a running site), or null. */
export function readLocalAdmin(port: number): LocalAdmin | null {
  try {
    const value = JSON.parse(readFileSync(adminFile(port), 'utf8')) as Partial<LocalAdmin>;
    return typeof value.url === 'string' && typeof value.token === 'string'
      ? { url: value.url, token: value.token }
      : null;
  } catch {
    return null;
  }
}

export interface LocalDelivery {
  /** The initial map: each remote's current build as a release. */
  remotesMap: Record<RemoteName, string>;
  /** Worker vars: REMOTES_ADMIN_TOKEN, REMOTE_ORIGIN_ALLOWLIST. */
  edgeVars: Record<string, string>;
  /** Once the edge listens: the command can reach it. */
  publishAdmin(siteUrl: string): void;
  /** On stop. */
  withdrawAdmin(): void;
}

export function prepareLocalDelivery(host: string, port: number): LocalDelivery {
  const origins = REMOTES.map((remote) => `http://${host}:${port + remote.offset}`);
  const remotesMap = Object.fromEntries(
    REMOTES.map((remote, index) => {
      const release = snapshotRelease(remote.name, path.join(ROOT, remote.folder, 'dist'));
      return [remote.name, `${origins[index]}/${release.id}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
  const token = randomBytes(32).toString('base64url');
  return {
    remotesMap,
    edgeVars: { REMOTES_ADMIN_TOKEN: token, REMOTE_ORIGIN_ALLOWLIST: origins.join(',') },
    publishAdmin(siteUrl) {
      mkdirSync(ADMIN_DIR, { recursive: true });
      writeFileSync(adminFile(port), JSON.stringify({ url: siteUrl.replace(/\/$/, ''), token }), { mode: 0o600 });
    },
    withdrawAdmin() {
      rmSync(adminFile(port), { force: true });
    },
  };
}
