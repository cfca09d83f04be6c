import { describe, expect, it } from 'vitest';
import { buildText, rate, rateText, remoteText, vitalText } from './site-health-text';

describe('site-health texts', () => {
  it('rates p75 values by the Core Web Vitals thresholds (inclusive at "good" and at "needs improvement")', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('INP', 200)).toBe('good');
    expect(rate('INP', 500)).toBe('needs-improvement');
    expect(rate('INP', 501)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.26)).toBe('poor');
  });

  it('prints numbers as pt-BR', () => {
    expect(vitalText('LCP', 2345)).toBe('2.345 ms');
    expect(vitalText('CLS', 0.123)).toBe('0,12');
    expect(rateText(0.032)).toBe('3,2%');
    expect(rateText(null)).toBe('—');
    expect(remoteText('')).toBe('shell');
    expect(buildText('')).toBe('desconhecido');
  });
});
