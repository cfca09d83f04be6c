import { describe, expect, it, vi } from 'vitest';
import { persistedValue } from './persisted-value';
import type { StringStorage } from './safe-storage';

function memoryStorage(initial: Record<string, string> = {}): StringStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const merge = (persisted: unknown, current: { n: number }) =>
  typeof (persisted as { n?: unknown } | undefined)?.n === 'number' ? { n: (persisted as { n: number }).n } : current;

describe('persistedValue', () => {
  it("reads zustand persist's stored shape at creation and writes the same shape", () => {
    const storage = memoryStorage({ k: JSON.stringify({ state: { n: 7 }, version: 0 }) });
    const value = persistedValue({ name: 'k', initial: { n: 0 }, merge, getStorage: () => storage });
    expect(value.get()).toEqual({ n: 7 });
    value.set({ n: 8 });
    expect(JSON.parse(storage.data.get('k')!)).toEqual({ state: { n: 8 }, version: 0 });
  });

  it('rehydrate picks up what another bundle wrote and notifies; merge decides on an unusable value', () => {
    const storage = memoryStorage();
    const value = persistedValue({ name: 'k', initial: { n: 1 }, merge, getStorage: () => storage });
    const listener = vi.fn();
    const unsubscribe = value.subscribe(listener);
    storage.setItem('k', JSON.stringify({ state: { n: 5 }, version: 0 }));
    value.rehydrate();
    expect(value.get()).toEqual({ n: 5 });
    expect(listener).toHaveBeenCalledWith({ n: 5 });
    storage.setItem('k', JSON.stringify({ state: { n: 'x' }, version: 0 }));
    value.rehydrate();
    expect(value.get()).toEqual({ n: 5 });
    unsubscribe();
    value.set({ n: 9 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('corrupt JSON or a storage that throws: logged, the current state kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = persistedValue({
      name: 'k',
      initial: { n: 3 },
      merge,
      getStorage: () => memoryStorage({ k: '{"state": {' }),
    });
    expect(value.get()).toEqual({ n: 3 });
    const broken = persistedValue({
      name: 'k',
      initial: { n: 4 },
      merge,
      getStorage: () => {
        throw new Error('SecurityError');
      },
    });
    broken.set({ n: 5 });
    expect(broken.get()).toEqual({ n: 5 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
