// The edge worker on the real runtime, locally: the worker bundled from edge/src (esbuild, as wrangler does) and
// run by miniflare on workerd with the production configuration (edge/wrangler.jsonc: compatibility date, static
// assets of shell/dist, the REMOTES key-value binding) and local bindings. The process listening on `port` is workerd.
//
//   const edge = await startEdge({ port: 4173, remotes: { mfe_funnel: 'http://127.0.0.1:4174/mf-manifest.json', ... },
//     supabaseUrl, anonKey });
//   await edge.setRemotes({ ... });  // what a remote's deploy does to the environment's map
//   await edge.stop();
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { EDGE_DIR, readWranglerConfig } from './wrangler-config.ts';

export interface StartEdgeOptions {
  port: number;
  host?: string;
  /** The environment's remotes map (remote name -> URL of its mf-manifest.json). */
  remotes: Record<string, string>;
  supabaseUrl: string;
  anonKey: string;
  /** Overrides of the worker's vars (e.g. REMOTE_TIMEOUT_MS); ENVIRONMENT defaults to 'local' (no HSTS). */
  vars?: Record<string, string>;
  /** The worker's SIGNALS_SECRET (a Worker secret in production): the queue consumer records production signals. */
  signalsSecret?: string;
}

export interface EdgeServer {
  url: string;
  port: number;
  setRemotes(remotes: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** The worker as one ES module, bundled like wrangler bundles it (esbuild, ESM, workerd conditions). */
export async function bundleWorker(): Promise<string> {
  const config = readWranglerConfig();
  const result = await build({
    entryPoints: [path.join(EDGE_DIR, config.main)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
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

/** wrangler.jsonc's queues as miniflare options: the same producers and consumers, batches flushed after 1 s. */
export function localQueues(config: ReturnType<typeof readWranglerConfig>): {
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
          ...(consumer.max_batch_size ? { maxBatchSize: consumer.max_batch_size } : {}),
          maxBatchTimeout: 1,
          ...(consumer.max_retries !== undefined ? { maxRetries: consumer.max_retries } : {}),
        },
      ]),
    ),
  };
}

export async function startEdge(options: StartEdgeOptions): Promise<EdgeServer> {
  const config = readWranglerConfig();
  const host = options.host ?? '127.0.0.1';
  const kvBinding = config.kv_namespaces?.[0]?.binding ?? 'REMOTES';
  const mf = new Miniflare({
    name: config.name,
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    host,
    port: options.port,
    bindings: {
      ...config.vars,
      ENVIRONMENT: 'local',
      // Locally no proxy sets CF-Connecting-IP: every browser (an e2e run's hundreds of pages) is one client.
      SIGNALS_RATE_LIMIT: '2000',
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      ...options.vars,
      ...(options.signalsSecret ? { SIGNALS_SECRET: options.signalsSecret } : {}),
    },
    kvNamespaces: [kvBinding],
    // The production signals' queue, as in wrangler.jsonc (a batch waits at most 1 s locally).
    ...localQueues(config),
    assets: {
      directory: path.resolve(EDGE_DIR, config.assets.directory),
      binding: config.assets.binding,
      routerConfig: {
        has_user_worker: true,
        invoke_user_worker_ahead_of_assets: config.assets.run_worker_first ?? false,
      },
      assetConfig: {
        ...(config.assets.html_handling ? { html_handling: config.assets.html_handling } : {}),
        ...(config.assets.not_found_handling ? { not_found_handling: config.assets.not_found_handling } : {}),
      },
    },
    cache: true,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      forwardRuntimeOutput(stdout, process.stdout);
      forwardRuntimeOutput(stderr, process.stderr);
    },
  });
  try {
    const url = await mf.ready;
    // Typed by miniflare against @cloudflare/workers-types, which this package does not use: the one method needed.
    const kv = (await mf.getKVNamespace(kvBinding)) as unknown as { put(key: string, value: string): Promise<void> };
    const setRemotes = async (remotes: Record<string, string>) => {
      await kv.put('remotes', JSON.stringify(remotes, null, 2));
    };
    await setRemotes(options.remotes);
    return {
      url: url.href.replace(/\/$/, ''),
      port: Number(url.port),
      setRemotes,
      stop: () => mf.dispose(),
    };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}
