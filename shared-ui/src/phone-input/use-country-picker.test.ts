import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUNTRY, type Country } from './phone-mask';
import { loadCountryCatalog, type CountryCatalog } from './use-country-catalog';
import { useCountryPicker } from './use-country-picker';

let catalog: CountryCatalog;
beforeAll(async () => {
  catalog = await loadCountryCatalog();
});

const key = (name: string) =>
  ({ key: name, preventDefault: vi.fn(), stopPropagation: vi.fn() }) as unknown as KeyboardEvent<HTMLInputElement>;

function setup(country: Country = DEFAULT_COUNTRY) {
  const onOpen = vi.fn();
  const onChoose = vi.fn();
  const hook = renderHook(() =>
    useCountryPicker({ catalog, country, onOpen, onChoose, optionId: (iso) => `opt-${iso}` }),
  );
  return { hook, onOpen, onChoose };
}

describe('useCountryPicker', () => {
  it('opens on the chosen country, asking for the catalog, and closes on a second toggle', () => {
    const { hook, onOpen } = setup();
    act(() => hook.result.current.toggle());
    expect(hook.result.current.open).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(hook.result.current.active?.iso).toBe('BR');
    act(() => hook.result.current.toggle());
    expect(hook.result.current.open).toBe(false);
  });

  it('filters by name or calling code; a new search starts at the first result', () => {
    const { hook } = setup();
    act(() => hook.result.current.toggle());
    act(() => hook.result.current.setQuery('portu'));
    expect(hook.result.current.results.map((c) => c.iso)).toContain('PT');
    expect(hook.result.current.active).toBe(hook.result.current.results[0]);
    act(() => hook.result.current.setQuery('+351'));
    expect(hook.result.current.results[0]?.iso).toBe('PT');
  });

  it('moves with the arrows, Home and End within the results, and Enter chooses and closes', () => {
    const { hook, onChoose } = setup();
    act(() => hook.result.current.toggle());
    act(() => hook.result.current.setQuery('bra'));
    const results = hook.result.current.results;
    expect(results.length).toBeGreaterThan(1);
    act(() => hook.result.current.onSearchKeyDown(key('ArrowDown')));
    expect(hook.result.current.active).toBe(results[1]);
    act(() => hook.result.current.onSearchKeyDown(key('ArrowUp')));
    act(() => hook.result.current.onSearchKeyDown(key('ArrowUp')));
    expect(hook.result.current.active).toBe(results[0]);
    act(() => hook.result.current.onSearchKeyDown(key('End')));
    expect(hook.result.current.active).toBe(results.at(-1));
    act(() => hook.result.current.onSearchKeyDown(key('Home')));
    act(() => hook.result.current.onSearchKeyDown(key('Enter')));
    expect(onChoose).toHaveBeenCalledWith(results[0]);
    expect(hook.result.current.open).toBe(false);
    expect(hook.result.current.query).toBe('');
  });

  it('Escape and Tab close without choosing, clearing the search', () => {
    const { hook, onChoose } = setup();
    for (const name of ['Escape', 'Tab']) {
      act(() => hook.result.current.toggle());
      act(() => hook.result.current.setQuery('ale'));
      const event = key(name);
      act(() => hook.result.current.onSearchKeyDown(event));
      expect(hook.result.current.open).toBe(false);
      expect(hook.result.current.query).toBe('');
      if (name === 'Escape') expect(event.stopPropagation).toHaveBeenCalled();
    }
    expect(onChoose).not.toHaveBeenCalled();
  });
});
