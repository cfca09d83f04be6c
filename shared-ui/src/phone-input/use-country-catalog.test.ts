import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCountryCatalog, useCountryCatalog } from './use-country-catalog';

describe('useCountryCatalog', () => {
  it('has no catalog on first render, loads it on preload, and later components get it at once', async () => {
    const first = renderHook(() => useCountryCatalog());
    expect(first.result.current.catalog).toBeNull();
    act(() => first.result.current.preload());
    await waitFor(() => expect(first.result.current.catalog).not.toBeNull());
    expect(first.result.current.catalog!.COUNTRIES.some((c) => c.iso === 'BR')).toBe(true);

    const later = renderHook(() => useCountryCatalog());
    expect(later.result.current.catalog).toBe(first.result.current.catalog);
  });

  it('loads the module once', async () => {
    expect(await loadCountryCatalog()).toBe(await loadCountryCatalog());
  });
});
