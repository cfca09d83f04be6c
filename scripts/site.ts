// The site as it is deployed, started locally: build orchestration and starting things, nothing else.
// - the shell and its composition: the edge worker (edge/src, a Cloudflare Worker with static assets) on workerd
//   through miniflare (edge/local/edge-server.ts) on PORT: it composes each page (remotes map, pre-rendered markup
//   and CSS, late-start script), serves shell/dist, /config.json and /remotes.json with the header and cache policies;
// - each remote from its own origin (PORT+1..PORT+4: funnel, lessons, sales, dashboards), a static server of its
//   dist/ standing in for the CDN a remote is uploaded to; the worker's remotes map points at them.
// Builds what is missing or older than its sources first.
//
//   import { startSite } from './site.ts';
//   const site = await startSite({ supabaseUrl, anonKey, port: 4173 });
//   console.log(site.url); ... await site.stop();
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEdge, startSender, type EdgeServer, type SenderServer } from '@funil/edge/local/edge-server';
import { startStaticServer, type StaticServer, type VirtualFile } from './static-server.ts';
import { REMOTES, SHELL_PORT, type RemoteName } from '@funil/build-config/remotes';
import { prepareLocalDelivery } from './remote/local-delivery.ts';
import { releasesDir } from './remote/releases.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const APP_FOLDERS = ['shell', ...REMOTES.map((remote) => remote.folder)];
/** Sources every app bundles besides its own folder. */
const SHARED_INPUTS = ['shared-ui/src', 'data-client/src', 'build-config'];
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', '.__mf__temp', 'storybook-static', 'coverage']);

export interface StartSiteOptions {
  supabaseUrl: string;
  anonKey: string;
  /** The shell's port; the remotes use the next four. */
  port?: number;
  host?: string;
  /** Build before serving when a dist/ is missing or older than its sources (default true). */
  build?: boolean;
  /** Progress lines (default: console.log with a prefix). */
  log?: (line: string) => void;
  /** Secrets of the checkout webhook, as the worker's HOTMART_HOTTOK / CHECKOUT_WEBHOOK_SECRET. */
  checkoutWebhook?: { hottok: string; databaseSecret: string };
  /** More worker vars over wrangler.jsonc's and the PUBLIC_CONTENT_* variables of this process's environment (e.g.
   * the canary's thresholds, src/remotes-map/health.ts; EMAIL_TICK_SECONDS; the public content's window). */
  edgeVars?: Record<string, string>;
  /** The worker's SIGNALS_SECRET (public.record_site_signals; edge/local/signals-secret.ts): production signals land in the database. */
  signalsSecret?: string;
  /** The launch e-mail sender's local wiring (local-supabase/src/mail-catcher.ts, edge/local/email-sender-setup.ts): the sender
   * worker (a worker of its own, edge/wrangler.sender.jsonc) delivers to the catcher's SMTP port with this database
   * secret. Without it no sender runs. */
  mail?: { smtpPort: number; senderSecret: string };
  /** Vars of the sender worker over wrangler.sender.jsonc's (EMAIL_TICK_SECONDS, ...). */
  senderVars?: Record<string, string>;
  /** Fire the workers' Cron Triggers every minute, as Cloudflare does (npm start). Tests call runScheduled(). */
  cron?: boolean;
}

/**
 * The public-content window of the worker from this process's environment (PUBLIC_CONTENT_TTL_SECONDS,
 * PUBLIC_CONTENT_STALE_SECONDS, PUBLIC_CONTENT_STALE_IF_ERROR_SECONDS, PUBLIC_CONTENT_TIMEOUT_MS): `npm start` and the
 * e2e suite choose how soon a data change shows (edge/README.md, "Public content").
 */
export function publicContentVarsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('PUBLIC_CONTENT_') && entry[1] !== undefined,
    ),
  );
}

export interface RemoteServerHandle {
  name: RemoteName;
  url: string;
  manifestUrl: string;
  port: number;
  /** Stops this remote's server only (the rest of the site keeps running). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  readonly running: boolean;
}

export interface Site {
  /** The shell, e.g. http://127.0.0.1:4173/ */
  url: string;
  port: number;
  remotes: Record<RemoteName, RemoteServerHandle>;
  /** The environment's remotes map as the worker reads it (what a remote's deploy changes one line of). */
  setRemotesMap(map: Record<string, string>): Promise<void>;
  /** One Cron Trigger invocation of the sender worker; resolves when it is over (with EMAIL_TICK_SECONDS 0: when
   * nothing is due and no consumer runs). Nothing happens without `mail`. */
  runScheduled(): Promise<void>;
  /** The sender worker's own loopback address (it answers no request), null without `mail`. */
  senderUrl: string | null;
  stop(): Promise<void>;
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Folders whose dist/ is missing or older than their sources (own folder + shared-ui, data-client, build-config). */
export function staleApps(): string[] {
  const shared = Math.max(...SHARED_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  return APP_FOLDERS.filter((folder) => {
    const built = path.join(ROOT, folder, 'dist', 'index.html');
    if (!existsSync(built)) return true;
    const sources = Math.max(
      shared,
      ...['src', 'index.html', 'vite.config.ts', 'package.json', 'public'].map((input) =>
        newestMtime(path.join(ROOT, folder, input)),
      ),
    );
    return sources > statSync(built).mtimeMs;
  });
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

function lockOwnerAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // just created, pid not written yet
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One build at a time across processes (e2e runs and `npm start` may start together). */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(ROOT, 'node_modules', '.cache', 'funil-site-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // A lock whose process is gone (killed mid-build), or older than 15 minutes, belongs to a process that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 15 * 60_000 || !lockOwnerAlive(lock))
          rmSync(lock, { recursive: true, force: true });
      } catch {
        /* removed meanwhile */
      }
      await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the shell and the remotes whose dist/ is stale (all of them with `force`), one after the other (2-core
 * machines); `only` limits it to some folders (the worker's deploy needs only the shell).
 */
export async function buildSite(
  log: (line: string) => void = console.log,
  force = false,
  only?: readonly string[],
): Promise<string[]> {
  return withBuildLock(async () => {
    const todo = (force ? APP_FOLDERS : staleApps()).filter((folder) => !only || only.includes(folder));
    for (const folder of todo) {
      const started = Date.now();
      log(`building ${folder}...`);
      const vite = path.join(ROOT, folder, 'node_modules', 'vite', 'bin', 'vite.js');
      await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], path.join(ROOT, folder));
      log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return todo;
  });
}

function json(value: unknown): VirtualFile {
  return { body: JSON.stringify(value, null, 2), contentType: 'application/json; charset=utf-8' };
}

export async function startSite(options: StartSiteOptions): Promise<Site> {
  const { supabaseUrl, anonKey, port = SHELL_PORT, host = '127.0.0.1' } = options;
  const log = options.log ?? ((line: string) => console.log(`[site] ${line}`));
  if (options.build !== false) await buildSite(log);

  // Each remote's current build is its first release (/<build-id>/ on its origin, scripts/remote/); the map points there.
  const delivery = prepareLocalDelivery(host, port);
  const remotesMap = delivery.remotesMap;
  // A remote's standalone app (its own index.html) reads /config.json from its own origin.
  const configFile = () => ({ '/config.json': json({ supabaseUrl, supabaseAnonKey: anonKey }) });

  const started: StaticServer[] = [];
  const remotes = {} as Record<RemoteName, RemoteServerHandle>;
  try {
    for (const remote of REMOTES) {
      const remotePort = port + remote.offset;
      let server: StaticServer | null = null;
      const startRemote = async () => {
        if (server) return;
        server = await startStaticServer({
          root: path.join(ROOT, remote.folder, 'dist'),
          port: remotePort,
          host,
          spaFallback: true, // the remote's standalone app
          releases: releasesDir(remote.name), // every released version at /<build-id>/
          virtualFiles: configFile,
        });
      };
      await startRemote();
      started.push(server!);
      remotes[remote.name] = {
        name: remote.name,
        url: `http://${host}:${remotePort}/`,
        manifestUrl: remotesMap[remote.name],
        port: remotePort,
        start: startRemote,
        stop: async () => {
          const current = server;
          server = null;
          await current?.close();
        },
        get running() {
          return server !== null;
        },
      };
    }
    const edge: EdgeServer = await startEdge({
      port,
      host,
      remotes: remotesMap,
      supabaseUrl,
      anonKey,
      vars: {
        ...delivery.edgeVars,
        ...publicContentVarsFromEnv(),
        ...(options.checkoutWebhook
          ? {
              HOTMART_HOTTOK: options.checkoutWebhook.hottok,
              CHECKOUT_WEBHOOK_SECRET: options.checkoutWebhook.databaseSecret,
            }
          : {}),
        ...options.edgeVars,
      },
      ...(options.signalsSecret ? { signalsSecret: options.signalsSecret } : {}),
      cron: options.cron ?? false,
    });
    let sender: SenderServer | null = null;
    try {
      if (options.mail)
        sender = await startSender({
          supabaseUrl,
          anonKey,
          mail: options.mail,
          cron: options.cron ?? false,
          ...(options.senderVars ? { vars: options.senderVars } : {}),
        });
    } catch (error) {
      await edge.stop();
      throw error;
    }
    delivery.publishAdmin(edge.url);
    return {
      url: `${edge.url}/`,
      port: edge.port,
      remotes,
      setRemotesMap: (map) => edge.setRemotes(map),
      runScheduled: async () => {
        await sender?.runScheduled();
      },
      senderUrl: sender?.url ?? null,
      stop: async () => {
        delivery.withdrawAdmin();
        await Promise.all([edge.stop(), sender?.stop(), ...Object.values(remotes).map((remote) => remote.stop())]);
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    throw error;
  }
}
