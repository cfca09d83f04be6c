import { describe, expect, it } from 'vitest';
import { liftText, rateText, SEQUENCE_LABELS } from './recovery-report-text';
import { RECOVERY_SEQUENCES } from '@funil/data-client/staff/checkout-recovery';

describe('recovery report texts', () => {
  it('names every sequence the SQL answers', () => {
    expect(Object.keys(SEQUENCE_LABELS).sort()).toEqual([...RECOVERY_SEQUENCES].sort());
  });
  it('writes rates as percentages, and nothing without buyers', () => {
    expect(rateText(0.125)).toBe('12,5%');
    expect(rateText(0)).toBe('0,0%');
    expect(rateText(null)).toBe('—');
  });
  it('writes the lift in percentage points with its interval', () => {
    expect(liftText(0.032, -0.01, 0.075)).toBe('+3,2 p.p. (−1,0 a +7,5)');
    expect(liftText(null, null, null)).toBe('—');
  });
});
