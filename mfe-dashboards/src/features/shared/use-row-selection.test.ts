// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('useRowSelection', () => {
  it('ticks and unticks one row', () => {
    const { result } = renderHook(() => useRowSelection());
    act(() => result.current.toggle(2));
    expect(result.current.selectedIn(rows)).toEqual([{ id: 2 }]);
    act(() => result.current.toggle(2));
    expect(result.current.selectedIn(rows)).toEqual([]);
  });

  it('select all ticks every row on screen, and unticks them when all are ticked', () => {
    const { result } = renderHook(() => useRowSelection());
    act(() => result.current.toggle(1));
    act(() => result.current.toggleAll(rows));
    expect(result.current.selectedIn(rows)).toEqual(rows);
    act(() => result.current.toggleAll(rows));
    expect(result.current.selectedIn(rows)).toEqual([]);
  });

  it('counts only the rows still on screen, and clears', () => {
    const { result } = renderHook(() => useRowSelection());
    act(() => result.current.toggleAll(rows));
    expect(result.current.selectedIn([{ id: 3 }, { id: 4 }])).toEqual([{ id: 3 }]);
    act(() => result.current.clear());
    expect(result.current.isSelected(3)).toBe(false);
  });

  it('select all on an empty page selects nothing', () => {
    const { result } = renderHook(() => useRowSelection());
    act(() => result.current.toggleAll([]));
    expect(result.current.selected.size).toBe(0);
  });
});
