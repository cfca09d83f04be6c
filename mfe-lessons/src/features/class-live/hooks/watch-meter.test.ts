import { describe, expect, it } from 'vitest';
import { WatchMeter } from './watch-meter';

describe('WatchMeter', () => {
  it('counts only while playing and visible, and each take starts again', () => {
    let now = 0;
    const meter = new WatchMeter(() => now);
    meter.update(true, true);
    now = 10_000;
    meter.update(false, true); // paused at 10 s
    now = 50_000;
    expect(meter.take()).toBe(10);
    meter.update(true, true);
    now = 60_000;
    meter.update(true, false); // hidden at 60 s
    now = 90_000;
    meter.update(true, true); // visible again
    now = 95_000;
    expect(meter.take()).toBe(15);
    now = 125_000;
    expect(meter.take()).toBe(30);
    meter.update(false, true);
    now = 200_000;
    expect(meter.take()).toBe(0);
  });

  it('counts given-back seconds in the next take, holding at most the limit', () => {
    let now = 0;
    const meter = new WatchMeter(() => now);
    meter.update(true, true);
    now = 30_000;
    const taken = meter.take();
    meter.giveBack(taken, 600);
    now = 60_000;
    expect(meter.take()).toBe(60);
    meter.giveBack(500, 600);
    meter.giveBack(500, 600);
    meter.giveBack(-3, 600);
    expect(meter.take()).toBe(600);
  });
});
