// The Durable Object that owns the environment's remotes map (one instance: STORE_NAME). Every change goes through it,
// one at a time (a queue: a publish awaits its checks' fetches, during which a Durable Object would otherwise take
// the next request), so two changes at the same moment both land, one after the other, each as a version of the
// map. It keeps the versions' history in its storage and writes the result to KV, where the edge and the shell read
// it as before: key `remotes` (the stable map) and key `remotes-canary` (the canaries).
//
// POST https://remotes-map/<action> with a JSON body (the admin endpoint, admin.ts, forwards the command's requests):
//   status {}                                  -> the map, the canaries with their health, the last history entries
//   publish { remote, url, percent?, by, reason? } -> checks the release (release-facts.ts), then the new version
//   promote { remote, by, reason? } / rollback { remote, by, reason? }
//   check {}                                   -> the automatic canary check (also from the edge's request path and
//                                                 the Cron Trigger); rolls back an unhealthy canary, says why
import { parseRemotesMap, REMOTES_MAP_KEY, type RemotesMap } from '../env.ts';
import { CANARIES_KEY, parseCanaries, type Canaries } from './canary.ts';
import { buildIdFromManifestUrl } from './build-id.ts';
import { canaryPolicy, canaryVerdict, NO_COUNTS, type HealthSource, type VersionCounts } from './health.ts';
import {
  adoptExternal,
  ChangeRefused,
  EMPTY_STATE,
  promote,
  publish,
  rollback,
  seed,
  type HistoryEntry,
  type MapState,
} from './map-state.ts';
import { parseAllowlist } from './release-checks.ts';
import { releaseProblems } from './release-facts.ts';
import { signalsHealthSource } from './signals-health.ts';
import type { EdgeEnv } from '../env.ts';

/** The part of a Durable Object's storage used here (workerd's, or a Map in tests). */
export interface DurableStorageLike {
  get<T>(key: string): Promise<T | undefined>;
  put(entries: Record<string, unknown>): Promise<void>;
  list<T>(options: { prefix: string; reverse?: boolean; limit?: number }): Promise<Map<string, T>>;
}

export interface DurableStateLike {
  storage: DurableStorageLike;
}

interface Stored extends MapState {
  /** Canonical JSON of the last maps this store wrote to KV (an older one read back is KV's eventual consistency, not a change by hand). */
  written: string[];
}

export interface StoreDeps {
  releaseProblems?: (remote: string, url: string) => Promise<string[]>;
  health?: HealthSource | null;
  now?: () => Date;
}

export interface CanaryStatus {
  url: string;
  percent: number;
  since: string;
  buildId: string;
  stableBuildId: string;
  health: { stable: VersionCounts; canary: VersionCounts; verdict: string } | null;
  /** The health source failed (the database is down): no verdict this time. */
  healthError?: string;
}

const STATE_KEY = 'state';
const HISTORY_PREFIX = 'history:';
const historyKey = (version: number) => `${HISTORY_PREFIX}${String(version).padStart(10, '0')}`;
const WRITTEN_KEPT = 20;

/** Key order does not make two maps different. */
function canonical(stable: RemotesMap, canaries: Canaries): string {
  const sort = <T>(record: Record<string, T>) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  return JSON.stringify({ stable: sort(stable), canaries: sort(canaries) });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body, null, 2), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export class RemotesMapStore {
  readonly #storage: DurableStorageLike;
  readonly #env: EdgeEnv;
  readonly #deps: StoreDeps;
  #queue: Promise<unknown> = Promise.resolve();
  #lastCheck = 0;

  constructor(state: DurableStateLike, env: EdgeEnv, deps: StoreDeps = {}) {
    this.#storage = state.storage;
    this.#env = env;
    this.#deps = deps;
  }

  /** One change at a time, in arrival order; a failed one does not stop the next. */
  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #now(): Date {
    return this.#deps.now?.() ?? new Date();
  }

  #health(): HealthSource | null {
    return this.#deps.health === undefined ? signalsHealthSource(this.#env) : this.#deps.health;
  }

  #problems(remote: string, url: string): Promise<string[]> {
    if (this.#deps.releaseProblems) return this.#deps.releaseProblems(remote, url);
    return releaseProblems(remote, url, {
      allowedOrigins: parseAllowlist(this.#env.REMOTE_ORIGIN_ALLOWLIST),
      supabaseUrl: this.#env.SUPABASE_URL,
      anonKey: this.#env.SUPABASE_ANON_KEY,
    });
  }

  async #readKv(): Promise<{ stable: RemotesMap; canaries: Canaries }> {
    const [stable, canaries] = await Promise.all([
      this.#env.REMOTES.get(REMOTES_MAP_KEY),
      this.#env.REMOTES.get(CANARIES_KEY),
    ]);
    return { stable: parseRemotesMap(stable), canaries: parseCanaries(canaries) };
  }

  async #writeKv(state: MapState): Promise<void> {
    await this.#env.REMOTES.put(REMOTES_MAP_KEY, JSON.stringify(state.stable, null, 2));
    await this.#env.REMOTES.put(CANARIES_KEY, JSON.stringify(state.canaries, null, 2));
  }

  async #commit(previous: Stored, change: { state: MapState; entry: HistoryEntry }): Promise<Stored> {
    const text = canonical(change.state.stable, change.state.canaries);
    const stored: Stored = {
      ...change.state,
      written: [text, ...previous.written.filter((item) => item !== text)].slice(0, WRITTEN_KEPT),
    };
    await this.#storage.put({ [STATE_KEY]: stored, [historyKey(change.entry.version)]: change.entry });
    await this.#writeKv(change.state);
    return stored;
  }

  /**
   * The current state: seeded from KV the first time; a map in KV that this store did not write (a change by hand)
   * becomes a version of its own; KV missing this store's last write (a failed put) is written again.
   */
  async #load(): Promise<Stored> {
    const stored = await this.#storage.get<Stored>(STATE_KEY);
    const kv = await this.#readKv();
    const at = this.#now().toISOString();
    if (!stored)
      return this.#commit(
        { ...EMPTY_STATE, written: [] },
        seed(kv.stable, kv.canaries, { by: 'map store (first start)', at }),
      );
    const found = canonical(kv.stable, kv.canaries);
    if (found === canonical(stored.stable, stored.canaries)) return stored;
    if (stored.written.includes(found)) {
      await this.#writeKv(stored); // an older write of ours: KV lags or a put failed
      return stored;
    }
    return this.#commit(stored, adoptExternal(stored, kv.stable, kv.canaries, { by: 'KV (outside the command)', at }));
  }

  async #history(limit?: number): Promise<HistoryEntry[]> {
    const entries = await this.#storage.list<HistoryEntry>({
      prefix: HISTORY_PREFIX,
      reverse: true,
      ...(limit ? { limit } : {}),
    });
    return [...entries.values()];
  }

  async #canaryStatus(state: MapState): Promise<Record<string, CanaryStatus>> {
    const health = this.#health();
    const policy = canaryPolicy(this.#env as unknown as Record<string, unknown>);
    const result: Record<string, CanaryStatus> = {};
    for (const [remote, canary] of Object.entries(state.canaries)) {
      const buildId = buildIdFromManifestUrl(canary.url);
      const stableBuildId = buildIdFromManifestUrl(state.stable[remote] ?? '');
      let counts: CanaryStatus['health'] = null;
      let healthError: string | undefined;
      if (health) {
        try {
          const found = await health.counts(remote, [stableBuildId, buildId], canary.since);
          const stable = found[stableBuildId] ?? NO_COUNTS;
          const canaryCounts = found[buildId] ?? NO_COUNTS;
          counts = { stable, canary: canaryCounts, verdict: canaryVerdict(stable, canaryCounts, policy).reason };
        } catch (error) {
          healthError = `health unavailable: ${(error as Error).message}`;
        }
      }
      result[remote] = { ...canary, buildId, stableBuildId, health: counts, ...(healthError ? { healthError } : {}) };
    }
    return result;
  }

  async status(): Promise<Response> {
    const state = await this.#serial(() => this.#load());
    return json({
      version: state.version,
      stable: state.stable,
      canaries: await this.#canaryStatus(state),
      healthSource: this.#health() ? 'production signals' : null,
      history: await this.#history(30),
    });
  }

  async change(action: 'publish' | 'promote' | 'rollback', body: Record<string, unknown>): Promise<Response> {
    const remote = typeof body.remote === 'string' ? body.remote : '';
    const by = typeof body.by === 'string' && body.by.trim() ? body.by.trim().slice(0, 200) : 'unknown';
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : undefined;
    if (!/^[a-z][a-z0-9_]*$/.test(remote))
      return json({ ok: false, problems: ['Name the remote, e.g. mfe_funnel.'] }, 400);
    return this.#serial(async () => {
      const current = await this.#load();
      const meta = { by, at: this.#now().toISOString(), ...(reason ? { reason } : {}) };
      try {
        let change;
        if (action === 'publish') {
          const url = typeof body.url === 'string' ? body.url : '';
          const percent = body.percent === undefined || body.percent === null ? null : Number(body.percent);
          const problems = await this.#problems(remote, url);
          if (problems.length > 0) return json({ ok: false, problems, version: current.version }, 422);
          change = publish(current, remote, url, percent, meta);
        } else if (action === 'promote') {
          change = promote(current, remote, meta);
        } else {
          change = rollback(current, remote, await this.#history(), meta);
        }
        await this.#commit(current, change);
        return json({ ok: true, version: change.entry.version, entry: change.entry });
      } catch (error) {
        if (error instanceof ChangeRefused)
          return json({ ok: false, problems: [error.message], version: current.version }, 409);
        throw error;
      }
    });
  }

  /**
   * The automatic canary check: at most once per CANARY_CHECK_SECONDS (default 60); each canary whose health says
   * so is rolled back, the history saying why.
   */
  async check(force = false): Promise<Response> {
    const interval = Number(this.#env.CANARY_CHECK_SECONDS ?? '60') * 1000;
    const now = this.#now().getTime();
    if (!force && now - this.#lastCheck < (Number.isFinite(interval) ? interval : 60_000))
      return json({ ok: true, skipped: true });
    this.#lastCheck = now;
    const health = this.#health();
    if (!health) return json({ ok: true, skipped: true, reason: 'no health source' });
    return this.#serial(async () => {
      let state = await this.#load();
      const rolledBack: HistoryEntry[] = [];
      const policy = canaryPolicy(this.#env as unknown as Record<string, unknown>);
      for (const [remote, canary] of Object.entries(state.canaries)) {
        const buildId = buildIdFromManifestUrl(canary.url);
        const stableBuildId = buildIdFromManifestUrl(state.stable[remote] ?? '');
        let counts: Record<string, VersionCounts>;
        try {
          counts = await health.counts(remote, [stableBuildId, buildId], canary.since);
        } catch (error) {
          console.warn(`[remotes-map] ${remote}: canary health unavailable (${(error as Error).message})`);
          continue; // no verdict without figures; the next check tries again
        }
        const verdict = canaryVerdict(counts[stableBuildId] ?? NO_COUNTS, counts[buildId] ?? NO_COUNTS, policy);
        if (!verdict.rollback) continue;
        const change = rollback(
          state,
          remote,
          [],
          { by: 'edge (automatic canary check)', at: this.#now().toISOString(), reason: verdict.reason },
          'auto-rollback',
        );
        state = await this.#commit(state, change);
        rolledBack.push(change.entry);
      }
      return json({ ok: true, rolledBack });
    });
  }

  async fetch(request: Request): Promise<Response> {
    const action = new URL(request.url).pathname.replace(/^\//, '');
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    switch (action) {
      case 'status':
        return this.status();
      case 'publish':
      case 'promote':
      case 'rollback':
        return this.change(action, body);
      case 'check':
        return this.check(body.force === true);
      default:
        return json({ ok: false, problems: [`Unknown action "${action}".`] }, 404);
    }
  }
}
