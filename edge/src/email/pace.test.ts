// The global pace (pace.ts): slots of every consumer together never exceed the rate in any second, bulk leaves the
// transactional lane its share while it is active and takes the whole rate otherwise, chains are started once.
import { describe, expect, it } from 'vitest';
import { BULK_HORIZON_MS, LATE_MS, MARGIN, PaceLedger, SlotPacer } from './pace.ts';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The most slots in any window of one second (sliding). */
function maxPerSecond(slots: number[]): number {
  const sorted = [...slots].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end]! - sorted[start]! >= 1000) start += 1;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

describe('PaceLedger', () => {
  it('many consumers asking at once never get more than the rate in any second, and bulk gets all of it alone', () => {
    const time = clock();
    const ledger = new PaceLedger(time.now);
    const slots: number[] = [];
    for (let step = 0; step < 400; step += 1) {
      for (let consumer = 0; consumer < 8; consumer += 1) slots.push(...ledger.reserve('bulk', 13, 200));
      time.advance(50);
    }
    expect(maxPerSecond(slots)).toBeLessThanOrEqual(200 * (1 - MARGIN));
    // 20 s of asking: close to the whole (margined) rate went to bulk.
    expect(slots.length).toBeGreaterThan(20 * 200 * (1 - MARGIN) * 0.95);
  });

  it('bulk is never handed slots beyond its horizon (a confirmation waits at most that long)', () => {
    const time = clock();
    const ledger = new PaceLedger(time.now);
    const bulk = ledger.reserve('bulk', 1000, 200);
    expect(Math.max(...bulk) - time.now()).toBeLessThanOrEqual(BULK_HORIZON_MS);
    const [confirmation] = ledger.reserve('transactional', 1, 200);
    expect(confirmation! - time.now()).toBeLessThanOrEqual(BULK_HORIZON_MS + 10);
  });

  it('while confirmations flow, bulk leaves them their share; the lanes together stay within the rate', () => {
    const time = clock();
    const ledger = new PaceLedger(time.now);
    const bulk: number[] = [];
    const transactional: number[] = [];
    for (let step = 0; step < 200; step += 1) {
      bulk.push(...ledger.reserve('bulk', 50, 100));
      // 20 confirmations a second, one every 50 ms.
      transactional.push(...ledger.reserve('transactional', 1, 100));
      time.advance(50);
    }
    expect(transactional).toHaveLength(200);
    const waits = transactional.map((slot, i) => slot - (1_000_000 + i * 50));
    expect(Math.max(...waits)).toBeLessThanOrEqual(BULK_HORIZON_MS + 100);
    expect(maxPerSecond([...bulk, ...transactional])).toBeLessThanOrEqual(100 * (1 - MARGIN));
    expect(bulk.length).toBeGreaterThan(10 * 60);
  });

  it('starts each chain once until it ends or its time runs out', () => {
    const time = clock();
    const ledger = new PaceLedger(time.now);
    expect(ledger.startChains('bulk', 3, 60_000)).toEqual([0, 1, 2]);
    expect(ledger.startChains('bulk', 4, 60_000)).toEqual([3]);
    expect(ledger.startChains('transactional', 1, 60_000)).toEqual([0]);
    ledger.endChain('bulk', 1);
    expect(ledger.startChains('bulk', 4, 60_000)).toEqual([1]);
    expect(ledger.runningChains()).toBe(5);
    time.advance(60_001);
    expect(ledger.runningChains()).toBe(0);
    expect(ledger.startChains('bulk', 2, 60_000)).toEqual([0, 1]);
  });
});

describe('SlotPacer', () => {
  it('waits for each slot and drops a slot it could only use late', async () => {
    const time = clock(0);
    const sleeps: number[] = [];
    const pacer = new SlotPacer(
      async () => [100, 200, 300],
      3,
      time.now,
      async (ms) => {
        sleeps.push(ms);
        time.advance(ms);
      },
    );
    await pacer.take();
    expect(time.now()).toBe(100);
    time.advance(100 + LATE_MS + 1); // every connection was busy: slot 200 passed
    await pacer.take();
    expect(time.now()).toBe(300);
    expect(sleeps).toEqual([100, 49]);
  });
});
