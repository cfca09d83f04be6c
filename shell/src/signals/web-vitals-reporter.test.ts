import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('web-vitals/attribution', () => ({
  onLCP: () => calls.push('LCP'),
  onINP: () => calls.push('INP'),
  onCLS: () => calls.push('CLS'),
  onFCP: () => calls.push('FCP'),
  onTTFB: () => calls.push('TTFB'),
}));

const { reportWebVitals } = await import('./web-vitals-reporter');

describe('the Web Vitals reporter', () => {
  it("sets up each metric's observers in a task of its own, all five in the end, once", async () => {
    const done = reportWebVitals(() => undefined);
    expect(calls).toEqual(['LCP']); // the rest waits for new tasks
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(calls).toEqual(['LCP']); // not in the same task's microtasks either
    await done;
    expect(calls).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    await reportWebVitals(() => undefined);
    expect(calls).toHaveLength(5);
  });
});
