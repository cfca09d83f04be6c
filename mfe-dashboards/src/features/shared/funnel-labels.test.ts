import { describe, expect, it } from 'vitest';
import { fillDays, stepWidth } from './funnel-labels';

describe('funnel helpers', () => {
  it('sizes bars against the first step', () => {
    expect(stepWidth(2, 4)).toBe(50);
    expect(stepWidth(6, 4)).toBe(100);
    expect(stepWidth(1, 0)).toBe(0);
  });
  it('fills missing days with zero', () => {
    expect(
      fillDays([
        { day: '2025-02-27', count: 2 },
        { day: '2025-03-02', count: 1 },
      ]),
    ).toEqual([
      { day: '2025-02-27', count: 2 },
      { day: '2025-02-28', count: 0 },
      { day: '2025-03-01', count: 0 },
      { day: '2025-03-02', count: 1 },
    ]);
    expect(fillDays([])).toEqual([]);
  });
});
