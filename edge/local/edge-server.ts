// The edge worker on the real runtime, locally: the worker bundled from edge/src (esbuild, as wrangler does) and
// run by miniflare on workerd with the production configuration (edge/wrangler.jsonc: compatibility date, static
// assets of shell/dist, the REMOTES key-value binding) and local bindings. workerd listens on a loopback port of its
// own; on `port` listens the local front end (local/encoding-proxy.ts), which negotiates the body's encoding with the
// client as production's front end does (a client without Accept-Encoding gets an unencoded body), and sends the class
// page's progress reports (POST /aula/presenca) to the attendance worker (src/attendance-worker.ts,
// wrangler.attendance.jsonc), started with it on a workerd of its own, as production's route does.
//
//   const edge = await startEdge({ port: 4173, remotes: { mfe_funnel: 'http://127.0.0.1:4174/mf-manifest.json', ... },
//     supabaseUrl, anonKey });
//   await edge.setRemotes({ ... });  // what a remote's deploy does to the environment's map
//   await edge.stop();
// The launch e-mail sender is a worker of its own (src/sender-worker.ts, wrangler.sender.jsonc), started next to it:
//   const sender = await startSender({ supabaseUrl, anonKey, mail: { smtpPort, senderSecret }, cron: true });
//   await sender.runScheduled();       // one Cron Trigger invocation by hand: with EMAIL_TICK_SECONDS 0 a drain
// It delivers to the local catcher (SMTP without TLS on loopback); with `cron: true` (npm start) a timer fires its Cron
// Trigger at each minute as Cloudflare does (miniflare declares crons but does not run them by itself).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { startEncodingProxy } from './encoding-proxy.ts';
import {
  ATTENDANCE_ROUTE_PATH,
  ATTENDANCE_WRANGLER_FILE,
  EDGE_DIR,
  readWranglerConfig,
  SENDER_WRANGLER_FILE,
  type WranglerConfig,
} from './wrangler-config.ts';

export interface StartEdgeOptions {
  port: number;
  host?: string;
  /** The environment's remotes map (remote name -> URL of its mf-manifest.json). */
  remotes: Record<string, string>;
  supabaseUrl: string;
  anonKey: string;
  /** Overrides of the workers' vars (e.g. REMOTE_TIMEOUT_MS); ENVIRONMENT defaults to 'local' (no HSTS). The ATTENDANCE_*
   * ones (ATTENDANCE_SECRET, the rooms' timing) go to the attendance worker only, the others to the site's only. */
  vars?: Record<string, string>;
  /** The worker's SIGNALS_SECRET (a Worker secret in production): the queue consumer records production signals. */
  signalsSecret?: string;
  /** Requests per client and minute of POST /signals (the SIGNALS_RATE_LIMITER binding). Default 2000: locally no
   * proxy sets CF-Connecting-IP, so every browser (an e2e run's hundreds of pages) is one client. */
  signalsRateLimit?: number;
  /** Fire the Cron Trigger at every minute (npm start). Default false: tests call runScheduled(). */
  cron?: boolean;
}

export interface EdgeServer {
  url: string;
  /** workerd itself, without the local front end (encoding-proxy.ts) that production does not have. */
  runtimeUrl: string;
  /** The attendance worker's workerd (its own process and thread), which the front end sends POST /aula/presenca to. */
  attendanceRuntimeUrl: string;
  port: number;
  setRemotes(remotes: Record<string, string>): Promise<void>;
  /** One Cron Trigger invocation (the worker's `scheduled` handler); resolves when the run is over. */
  runScheduled(scheduledTime?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The worker as one ES module, bundled like wrangler bundles it (esbuild, ESM, workerd conditions). */
export async function bundleWorker(config: WranglerConfig = readWranglerConfig()): Promise<string> {
  const result = await build({
    entryPoints: [path.join(EDGE_DIR, config.main)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    // The runtime's own modules (TCP sockets for SMTP); React's build is chosen by NODE_ENV, as wrangler defines it.
    external: ['cloudflare:*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * workerd's output, minus the report it prints when a browser drops a connection mid-response (a navigation away, a
 * cancelled preload): `disconnected: ::write(...): Broken pipe` / `Connection reset` and its stack line. Everything
 * else (the worker's console, real errors) passes through.
 */
export function forwardRuntimeOutput(stream: Readable, to: Writable): void {
  let droppedPrevious = false;
  createInterface({ input: stream }).on('line', (line) => {
    const dropped =
      /disconnected: .*(Broken pipe|Connection reset)/.test(line) || (droppedPrevious && line.startsWith('stack: '));
    droppedPrevious = dropped;
    if (!dropped) to.write(`${line}\n`);
  });
}

/**
 * wrangler.jsonc's queues as miniflare options: the same producers and consumers, batches flushed after 1 s.
 * `batchSize` overrides max_batch_size: miniflare hands a queue's batches to its consumer one at a time (Cloudflare runs
 * up to max_concurrency at once), so the sender's local queues take several chains per batch to run them side by side.
 */
export function localQueues(
  config: WranglerConfig,
  batchSize?: number,
): {
  queueProducers: Record<string, { queueName: string }>;
  queueConsumers: Record<string, { maxBatchSize?: number; maxBatchTimeout: number; maxRetries?: number }>;
} {
  return {
    queueProducers: Object.fromEntries(
      (config.queues?.producers ?? []).map((producer) => [producer.binding, { queueName: producer.queue }]),
    ),
    queueConsumers: Object.fromEntries(
      (config.queues?.consumers ?? []).map((consumer) => [
        consumer.queue,
        {
          ...(batchSize || consumer.max_batch_size ? { maxBatchSize: batchSize ?? consumer.max_batch_size } : {}),
          maxBatchTimeout: 1,
          ...(consumer.max_retries !== undefined ? { maxRetries: consumer.max_retries } : {}),
        },
      ]),
    ),
  };
}

/** wrangler.jsonc's rate limits as miniflare options (the same bindings and periods; `limit` locally). */
export function localRateLimits(
  config: ReturnType<typeof readWranglerConfig>,
  limit: number,
): Record<string, { namespace_id: string; simple: { limit: number; period: 10 | 60 } }> {
  return Object.fromEntries(
    (config.ratelimits ?? []).map((binding) => [
      binding.name,
      { namespace_id: binding.namespace_id, simple: { limit, period: binding.simple.period } },
    ]),
  );
}

/** What every local worker's miniflare takes alike: its bundle and compatibility, a free loopback port, its bindings, its
 * Durable Objects (in memory for the life of the process) and workerd's output. */
async function localWorker(config: WranglerConfig, host: string, bindings: Record<string, string>) {
  return {
    name: config.name,
    modules: true,
    script: await bundleWorker(config),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    host,
    port: 0,
    bindings,
    durableObjects: Object.fromEntries(
      (config.durable_objects?.bindings ?? []).map((binding) => [binding.name, binding.class_name]),
    ),
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      forwardRuntimeOutput(stdout, process.stdout);
      forwardRuntimeOutput(stderr, process.stderr);
    },
  };
}

/** The site worker's vars and the attendance worker's (ATTENDANCE_*), apart: each worker gets only its own. */
export function splitVars(vars: Record<string, string> = {}): {
  site: Record<string, string>;
  attendance: Record<string, string>;
} {
  const entries = Object.entries(vars);
  return {
    site: Object.fromEntries(entries.filter(([name]) => !name.startsWith('ATTENDANCE_'))),
    attendance: Object.fromEntries(entries.filter(([name]) => name.startsWith('ATTENDANCE_'))),
  };
}

export async function startEdge(options: StartEdgeOptions): Promise<EdgeServer> {
  const host = options.host ?? '127.0.0.1';
  const vars = splitVars(options.vars);
  const attendance = await startAttendance({
    host,
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    vars: vars.attendance,
  });
  try {
    return await startSite(options, host, vars.site, attendance);
  } catch (error) {
    await attendance.stop();
    throw error;
  }
}

async function startSite(
  options: StartEdgeOptions,
  host: string,
  siteVars: Record<string, string>,
  attendance: { url: URL; stop(): Promise<void> },
): Promise<EdgeServer> {
  const config = readWranglerConfig();
  const assets = config.assets!;
  const kvBinding = config.kv_namespaces?.[0]?.binding ?? 'REMOTES';
  // On a free port: the front end (encoding-proxy.ts) listens on options.port. The remotes map's store
  // (src/remotes-map/store.ts) lives in memory for the life of the process.
  const mf = new Miniflare({
    ...(await localWorker(config, host, {
      ...config.vars,
      ENVIRONMENT: 'local',
      // The view tokens' key (a Worker secret in production): a new one per start, nothing outside the worker needs it.
      SIGNALS_VIEW_KEY: randomBytes(32).toString('base64url'),
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      ...siteVars,
      ...(options.signalsSecret ? { SIGNALS_SECRET: options.signalsSecret } : {}),
    })),
    kvNamespaces: [kvBinding],
    // The production signals' queue, as in wrangler.jsonc (a batch waits at most 1 s locally).
    ...localQueues(config),
    // The Rate Limiting bindings, as in wrangler.jsonc, run by workerd (the local limit is higher: one client).
    ratelimits: localRateLimits(config, options.signalsRateLimit ?? 2000),
    assets: {
      directory: path.resolve(EDGE_DIR, assets.directory),
      binding: assets.binding,
      routerConfig: {
        has_user_worker: true,
        invoke_user_worker_ahead_of_assets: assets.run_worker_first ?? false,
      },
      assetConfig: {
        ...(assets.html_handling ? { html_handling: assets.html_handling } : {}),
        ...(assets.not_found_handling ? { not_found_handling: assets.not_found_handling } : {}),
      },
    },
    cache: true,
  });
  try {
    const url = await mf.ready;
    // Typed by miniflare against @cloudflare/workers-types, which this package does not use: the one method needed.
    const kv = (await mf.getKVNamespace(kvBinding)) as unknown as { put(key: string, value: string): Promise<void> };
    const setRemotes = async (remotes: Record<string, string>) => {
      await kv.put('remotes', JSON.stringify(remotes, null, 2));
    };
    await setRemotes(options.remotes);
    const cron = cronTimer(mf, config, options.cron ?? false, 'edge');
    const front = await startEncodingProxy({
      port: options.port,
      host,
      upstream: { host, port: Number(url.port) },
      // Production's route `<site domain>/aula/presenca` -> the attendance worker (wrangler.attendance.jsonc).
      routes: [{ path: ATTENDANCE_ROUTE_PATH, upstream: { host, port: Number(attendance.url.port) } }],
    });
    const frontUrl = new URL(url.href);
    frontUrl.port = String(front.port);
    return {
      url: frontUrl.href.replace(/\/$/, ''),
      runtimeUrl: url.href.replace(/\/$/, ''),
      attendanceRuntimeUrl: attendance.url.href.replace(/\/$/, ''),
      port: front.port,
      setRemotes,
      runScheduled: cron.runScheduled,
      stop: async () => {
        await cron.stop();
        await front.close();
        await mf.dispose();
        await attendance.stop();
      },
    };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/**
 * The class attendance's worker (wrangler.attendance.jsonc) on a workerd of its own: the class page's reports never
 * share the site's JavaScript thread, as in production they never share its isolates. Its own vars (the rooms' timing,
 * ATTENDANCE_SECRET) come from `vars`.
 */
async function startAttendance(options: {
  host: string;
  supabaseUrl: string;
  anonKey: string;
  vars: Record<string, string>;
}): Promise<{ url: URL; stop(): Promise<void> }> {
  const config = readWranglerConfig(ATTENDANCE_WRANGLER_FILE);
  const mf = new Miniflare({
    ...(await localWorker(config, options.host, {
      ...config.vars,
      ENVIRONMENT: 'local',
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      ...options.vars,
    })),
    // The worker's own socket, without miniflare's entry worker in front (a second isolate per request that production
    // does not have: it took about half of this workerd's CPU per report, docs/performance.md "Attendance").
    unsafeDirectSockets: [{ host: options.host, port: 0 }],
  });
  try {
    await mf.ready;
    return { url: await mf.unsafeGetDirectURL(), stop: () => mf.dispose() };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/** A worker's Cron Trigger by hand, and (when `armed`) at every minute as Cloudflare fires it. */
function cronTimer(
  mf: Miniflare,
  config: WranglerConfig,
  armed: boolean,
  label: string,
): { runScheduled(scheduledTime?: number): Promise<void>; stop(): Promise<void> } {
  const crons = config.triggers?.crons ?? [];
  const runScheduled = async (scheduledTime = Date.now()) => {
    // Typed by miniflare against @cloudflare/workers-types: the one method needed.
    const worker = (await mf.getWorker()) as unknown as {
      scheduled(options: { cron?: string; scheduledTime?: Date }): Promise<unknown>;
    };
    await worker.scheduled({ cron: crons[0] ?? '* * * * *', scheduledTime: new Date(scheduledTime) });
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const armTimer = () => {
    const next = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
    timer = setTimeout(() => {
      if (stopped) return;
      running = runScheduled(next).catch((error: unknown) => {
        if (!stopped) console.error(`[${label}] scheduled run failed: ${(error as Error).message}`);
      });
      armTimer();
    }, next - Date.now());
  };
  if (armed && crons.length > 0) {
    armTimer();
    // The first run at once: what registered while the site was down leaves now, not at the next minute.
    running = runScheduled(Date.now()).catch(() => undefined);
  }
  return {
    runScheduled,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2000))]);
    },
  };
}

export interface StartSenderOptions {
  supabaseUrl: string;
  anonKey: string;
  /** The local catcher's SMTP port and the sender's database secret. */
  mail: { smtpPort: number; senderSecret: string };
  /** Fire the Cron Trigger at every minute (npm start). Default false: tests call runScheduled(). */
  cron?: boolean;
  /** Overrides of the sender's vars (EMAIL_TICK_SECONDS, SMTP_CONNECTIONS, ...). */
  vars?: Record<string, string>;
}

export interface SenderServer {
  /** workerd's own address of the sender worker (it answers no request: 404 to all). */
  url: string;
  /** One Cron Trigger invocation; with EMAIL_TICK_SECONDS 0 it returns when nothing is due and no consumer runs. */
  runScheduled(scheduledTime?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The launch e-mail sender's worker (wrangler.sender.jsonc) on workerd: its queues, its pace object, its Cron Trigger;
 * SMTP to the local catcher, never the production provider. Its port is a loopback port of its own that nothing links
 * to (production gives it no route at all).
 */
export async function startSender(options: StartSenderOptions): Promise<SenderServer> {
  const config = readWranglerConfig(SENDER_WRANGLER_FILE);
  const mf = new Miniflare({
    ...(await localWorker(config, '127.0.0.1', {
      ...config.vars,
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.mail.smtpPort),
      SMTP_SECURITY: 'none',
      SMTP_USERNAME: '',
      SMTP_PASSWORD: '',
      SMTP_HELO_NAME: '',
      EMAIL_SENDER_SECRET: options.mail.senderSecret,
      ...options.vars,
    })),
    // Up to 50 chains per local batch: miniflare runs one batch of a queue at a time.
    ...localQueues(config, 50),
  });
  try {
    const url = await mf.ready;
    const cron = cronTimer(mf, config, options.cron ?? false, 'sender');
    return {
      url: url.href.replace(/\/$/, ''),
      runScheduled: cron.runScheduled,
      stop: async () => {
        await cron.stop();
        await mf.dispose();
      },
    };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}
