import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNowUntil } from './use-now-until';

const START = new Date('2030-01-01T12:00:00Z').getTime();

describe('useNowUntil', () => {
  beforeEach(() => vi.useFakeTimers({ now: START }));
  afterEach(() => vi.useRealTimers());

  it('refreshes the time when the next change is due, and not before', () => {
    const boundary = START + 5_000;
    const { result } = renderHook(() => useNowUntil([START - 1_000, boundary]));
    expect(result.current.getTime()).toBe(START);
    act(() => void vi.advanceTimersByTime(4_999));
    expect(result.current.getTime()).toBe(START);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.getTime()).toBe(boundary);
    // No further change: no timer left.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no timer without moments', () => {
    renderHook(() => useNowUntil(null));
    expect(vi.getTimerCount()).toBe(0);
  });
});
