import { safeJSONStorage, type StringStorage } from './safe-storage';

/**
 * One small persisted state without zustand (the shell and the landing load no state library): the same stored shape
 * as zustand's `persist` ({ state, version }), through safeJSONStorage, so values written by either read the same.
 * For a state the first page load needs (the theme, the UTM record); a remote's own stores keep using zustand.
 */
export interface PersistedValue<S> {
  get(): S;
  /** Replaces the state, writes it to the storage and notifies the subscribers. */
  set(state: S): void;
  /** Reads the storage again (another bundle may have written it): `merge(stored state or undefined, current)`, as `persist` does. */
  rehydrate(): void;
  /** Called on every set/rehydrate that changes the state; returns the unsubscribe function. */
  subscribe(listener: (state: S) => void): () => void;
}

export interface PersistedValueOptions<S> {
  name: string;
  initial: S;
  /** From what the storage holds (its `state`; undefined when nothing readable is stored) to the state in effect. */
  merge: (persisted: unknown, current: S) => S;
  version?: number;
  getStorage?: () => StringStorage;
}

export function persistedValue<S>({
  name,
  initial,
  merge,
  version = 0,
  getStorage,
}: PersistedValueOptions<S>): PersistedValue<S> {
  const storage = safeJSONStorage<S>(getStorage);
  const listeners = new Set<(state: S) => void>();
  let state = initial;
  const change = (next: S) => {
    if (Object.is(next, state)) return;
    state = next;
    for (const listener of listeners) listener(state);
  };
  const value: PersistedValue<S> = {
    get: () => state,
    set(next) {
      storage.setItem(name, { state: next, version });
      change(next);
    },
    rehydrate() {
      const stored = storage.getItem(name);
      if (stored !== null && 'then' in stored) return; // a synchronous storage only (localStorage)
      change(merge(stored?.state, state));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  value.rehydrate();
  return value;
}
