import { describe, expect, it } from 'vitest';
import {
  ChangeRefused,
  EMPTY_STATE,
  promote,
  publish,
  rollback,
  seed,
  type HistoryEntry,
  type MapState,
} from './map-state.ts';

const V1 = 'https://r.example.com/aaaaaaaaaaaa/mf-manifest.json';
const V2 = 'https://r.example.com/bbbbbbbbbbbb/mf-manifest.json';
const V3 = 'https://r.example.com/cccccccccccc/mf-manifest.json';
const meta = (at: string) => ({ by: 'ana@example.com', at });

/** Applies changes in order, keeping the history like the store does. */
function run(steps: ((state: MapState, history: HistoryEntry[]) => { state: MapState; entry: HistoryEntry })[]) {
  let state = EMPTY_STATE;
  const history: HistoryEntry[] = [];
  for (const step of steps) {
    const change = step(state, history);
    state = change.state;
    history.push(change.entry);
  }
  return { state, history };
}

describe('versions of the map', () => {
  it('every change is a version with who, when, from, to and why', () => {
    const { state, history } = run([
      () => seed({ mfe_funnel: V1 }, {}, meta('t0')),
      (s) => publish(s, 'mfe_funnel', V2, 10, { ...meta('t1'), reason: 'new hero' }),
    ]);
    expect(state).toEqual({
      version: 2,
      stable: { mfe_funnel: V1 },
      canaries: { mfe_funnel: { url: V2, percent: 10, since: 't1' } },
    });
    expect(history[1]).toEqual({
      version: 2,
      at: 't1',
      by: 'ana@example.com',
      action: 'canary',
      remote: 'mfe_funnel',
      from: V1,
      to: V2,
      percent: 10,
      reason: 'new hero',
      stable: { mfe_funnel: V1 },
      canaries: { mfe_funnel: { url: V2, percent: 10, since: 't1' } },
    });
  });

  it('promote makes the canary stable; a publish without --canary ends a running canary', () => {
    const promoted = run([
      () => seed({ mfe_funnel: V1 }, {}, meta('t0')),
      (s) => publish(s, 'mfe_funnel', V2, 50, meta('t1')),
      (s) => promote(s, 'mfe_funnel', meta('t2')),
    ]);
    expect(promoted.state.stable.mfe_funnel).toBe(V2);
    expect(promoted.state.canaries).toEqual({});
    const direct = run([
      () => seed({ mfe_funnel: V1 }, {}, meta('t0')),
      (s) => publish(s, 'mfe_funnel', V2, 50, meta('t1')),
      (s) => publish(s, 'mfe_funnel', V3, null, meta('t2')),
    ]);
    expect(direct.state).toEqual({ version: 3, stable: { mfe_funnel: V3 }, canaries: {} });
  });

  it('rollback ends a canary in one step', () => {
    const { state, history } = run([
      () => seed({ mfe_funnel: V1 }, {}, meta('t0')),
      (s) => publish(s, 'mfe_funnel', V2, 10, meta('t1')),
      (s, h) => rollback(s, 'mfe_funnel', h, meta('t2')),
    ]);
    expect(state).toEqual({ version: 3, stable: { mfe_funnel: V1 }, canaries: {} });
    expect(history[2]).toMatchObject({ action: 'rollback', from: V2, to: V1 });
  });

  it('rollback restores the previous stable version, and a second one goes one more step back', () => {
    const { state, history } = run([
      () => seed({ mfe_funnel: V1 }, {}, meta('t0')),
      (s) => publish(s, 'mfe_funnel', V2, null, meta('t1')),
      (s) => publish(s, 'mfe_funnel', V3, 20, meta('t2')),
      (s) => promote(s, 'mfe_funnel', meta('t3')),
      (s, h) => rollback(s, 'mfe_funnel', h, meta('t4')),
      (s, h) => rollback(s, 'mfe_funnel', h, meta('t5')),
    ]);
    expect(history.slice(4).map((entry) => [entry.from, entry.to])).toEqual([
      [V3, V2],
      [V2, V1],
    ]);
    expect(state.stable.mfe_funnel).toBe(V1);
    expect(() => rollback(state, 'mfe_funnel', history, meta('t6'))).toThrow(ChangeRefused);
  });

  it('refuses what would change nothing or cannot be done, saying what to do', () => {
    const state = seed({ mfe_funnel: V1 }, {}, meta('t0')).state;
    expect(() => publish(state, 'mfe_funnel', V1, null, meta('t1'))).toThrow('already the stable version');
    expect(() => publish(state, 'mfe_funnel', V2, 0, meta('t1'))).toThrow('whole percent from 1 to 99');
    expect(() => publish(state, 'mfe_sales', V2, 10, meta('t1'))).toThrow('publish it without --canary first');
    expect(() => promote(state, 'mfe_funnel', meta('t1'))).toThrow('has no canary to promote');
    expect(() => rollback(state, 'mfe_funnel', [], meta('t1'), 'auto-rollback')).toThrow('has no canary');
  });
});
