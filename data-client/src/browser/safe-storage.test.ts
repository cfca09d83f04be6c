import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { safeJSONStorage, type StringStorage } from './safe-storage';

interface Counter {
  count: number;
}

function counterStore(name: string, getStorage?: () => StringStorage) {
  return createStore<Counter>()(persist(() => ({ count: 1 }), { name, storage: safeJSONStorage<Counter>(getStorage) }));
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('safeJSONStorage', () => {
  it('round-trips a persisted store', () => {
    const store = counterStore('k');
    store.setState({ count: 5 });
    expect(JSON.parse(localStorage.getItem('k') ?? 'null')).toEqual({ state: { count: 5 }, version: 0 });
    expect(counterStore('k').getState().count).toBe(5);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the default and logs on corrupt JSON', () => {
    localStorage.setItem('k', '{"state": {"count": 5');
    expect(counterStore('k').getState().count).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrompido'), expect.anything());
  });

  it('falls back on a value of the wrong shape', () => {
    localStorage.setItem('k', '"dark"');
    expect(counterStore('k').getState().count).toBe(1);
    expect(warn).toHaveBeenCalled();
  });

  it('survives a storage that throws on read, write and access', () => {
    const throwing: StringStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = counterStore('k', () => throwing);
    expect(store.getState().count).toBe(1);
    expect(() => store.setState({ count: 2 })).not.toThrow();
    expect(store.getState().count).toBe(2);
    const unavailable = counterStore('k', () => {
      throw new Error('no window');
    });
    expect(unavailable.getState().count).toBe(1);
    expect(() => safeJSONStorage<Counter>(() => throwing).removeItem('k')).not.toThrow();
    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(4);
  });
});
