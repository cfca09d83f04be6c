// The remotes map as a sequence of versions, pure: every change (publish, canary, promote, rollback, the edge's own
// automatic rollback, a change found in KV that did not come through the command) makes version N+1 and one history
// entry saying who, when, what changed from what to what, and why. The Durable Object (store.ts) applies these one at
// a time and writes the result to KV.
import type { RemotesMap } from '../env.ts';
import type { Canaries } from './canary.ts';

export interface MapState {
  version: number;
  stable: RemotesMap;
  canaries: Canaries;
}

export type ChangeAction = 'seed' | 'external' | 'publish' | 'canary' | 'promote' | 'rollback' | 'auto-rollback';

export interface HistoryEntry {
  version: number;
  /** ISO time. */
  at: string;
  /** Who: the command's actor (REMOTES_ACTOR or user@host), or 'edge' for the automatic rollback. */
  by: string;
  action: ChangeAction;
  remote: string | null;
  /** The remote's manifest URL before and after (stable, or the canary's for canary actions). */
  from: string | null;
  to: string | null;
  /** The canary's share, for 'canary'. */
  percent?: number;
  reason: string;
  /** The whole map after the change (rollback and audit need no replay). */
  stable: RemotesMap;
  canaries: Canaries;
}

export interface ChangeMeta {
  by: string;
  at: string;
  reason?: string;
}

/** A change the map's rules refuse (the message says what to do instead). */
export class ChangeRefused extends Error {
  override name = 'ChangeRefused';
}

export const EMPTY_STATE: MapState = { version: 0, stable: {}, canaries: {} };

function next(
  state: MapState,
  stable: RemotesMap,
  canaries: Canaries,
  meta: ChangeMeta,
  change: Pick<HistoryEntry, 'action' | 'remote' | 'from' | 'to' | 'percent'> & { reason: string },
): { state: MapState; entry: HistoryEntry } {
  const version = state.version + 1;
  const entry: HistoryEntry = {
    version,
    at: meta.at,
    by: meta.by,
    ...change,
    reason: meta.reason?.trim() || change.reason,
    stable,
    canaries,
  };
  if (entry.percent === undefined) delete entry.percent;
  return { state: { version, stable, canaries }, entry };
}

const without = (canaries: Canaries, remote: string): Canaries =>
  Object.fromEntries(Object.entries(canaries).filter(([name]) => name !== remote));

/** The first version: the map found in KV (what the environment served before the command existed). */
export function seed(
  stable: RemotesMap,
  canaries: Canaries,
  meta: ChangeMeta,
): { state: MapState; entry: HistoryEntry } {
  return next(EMPTY_STATE, stable, canaries, meta, {
    action: 'seed',
    remote: null,
    from: null,
    to: null,
    reason: 'the map found in KV when the map store started',
  });
}

/** KV holds a map this store did not write (changed by hand): adopted as a version of its own, so history stays whole. */
export function adoptExternal(
  state: MapState,
  stable: RemotesMap,
  canaries: Canaries,
  meta: ChangeMeta,
): { state: MapState; entry: HistoryEntry } {
  return next(state, stable, canaries, meta, {
    action: 'external',
    remote: null,
    from: null,
    to: null,
    reason: 'KV held a map that did not come through the command (changed by hand): adopted as is',
  });
}

/**
 * A new version of `remote`: for everyone (its canary, if any, ends), or with `percent` as a canary for that share
 * (replacing a previous canary of the remote).
 */
export function publish(
  state: MapState,
  remote: string,
  url: string,
  percent: number | null,
  meta: ChangeMeta,
): { state: MapState; entry: HistoryEntry } {
  const current = state.stable[remote] ?? null;
  if (percent === null) {
    if (current === url && !state.canaries[remote])
      throw new ChangeRefused(`${url} is already the stable version of ${remote}: nothing to change.`);
    return next(state, { ...state.stable, [remote]: url }, without(state.canaries, remote), meta, {
      action: 'publish',
      remote,
      from: current,
      to: url,
      reason: `publish ${url}`,
    });
  }
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new ChangeRefused(`--canary takes a whole percent from 1 to 99 (got ${percent}).`);
  if (current === null)
    throw new ChangeRefused(
      `${remote} has no stable version yet: publish it without --canary first (a canary is compared with the stable version).`,
    );
  if (current === url) throw new ChangeRefused(`${url} is already the stable version of ${remote}: nothing to canary.`);
  return next(state, state.stable, { ...state.canaries, [remote]: { url, percent, since: meta.at } }, meta, {
    action: 'canary',
    remote,
    from: state.canaries[remote]?.url ?? current,
    to: url,
    percent,
    reason: `canary ${url} for ${percent}% of visitors`,
  });
}

/** The canary becomes the stable version for everyone. */
export function promote(state: MapState, remote: string, meta: ChangeMeta): { state: MapState; entry: HistoryEntry } {
  const canary = state.canaries[remote];
  if (!canary) throw new ChangeRefused(`${remote} has no canary to promote (npm run remote -- status).`);
  return next(state, { ...state.stable, [remote]: canary.url }, without(state.canaries, remote), meta, {
    action: 'promote',
    remote,
    from: state.stable[remote] ?? null,
    to: canary.url,
    reason: `promote the canary ${canary.url}`,
  });
}

/**
 * One step back for `remote`: a running canary ends (everyone on the stable version); without one, the stable
 * version goes back to the one before it (found in the history: the latest publish or promote that made the current
 * one stable; rollbacks are skipped, so a second rollback goes one more step back instead of undoing the first).
 */
export function rollback(
  state: MapState,
  remote: string,
  history: readonly HistoryEntry[],
  meta: ChangeMeta,
  action: 'rollback' | 'auto-rollback' = 'rollback',
): { state: MapState; entry: HistoryEntry } {
  const canary = state.canaries[remote];
  if (canary)
    return next(state, state.stable, without(state.canaries, remote), meta, {
      action,
      remote,
      from: canary.url,
      to: state.stable[remote] ?? null,
      reason: `end the canary ${canary.url}: every visitor back on ${state.stable[remote]}`,
    });
  if (action === 'auto-rollback') throw new ChangeRefused(`${remote} has no canary to roll back.`);
  const current = state.stable[remote];
  if (!current) throw new ChangeRefused(`${remote} is not in the map: nothing to roll back.`);
  const madeCurrent = [...history]
    .sort((a, b) => b.version - a.version)
    .find(
      (entry) =>
        entry.remote === remote &&
        (entry.action === 'publish' || entry.action === 'promote') &&
        entry.to === current &&
        entry.from !== null &&
        entry.from !== current,
    );
  if (!madeCurrent?.from)
    throw new ChangeRefused(`${remote}: the history has no version before ${current} to roll back to.`);
  return next(state, { ...state.stable, [remote]: madeCurrent.from }, state.canaries, meta, {
    action,
    remote,
    from: current,
    to: madeCurrent.from,
    reason: `roll back to ${madeCurrent.from} (the version before map version ${madeCurrent.version})`,
  });
}
