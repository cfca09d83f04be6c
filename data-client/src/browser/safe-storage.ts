import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** The subset of the Web Storage API used here (localStorage, sessionStorage, or a test double). */
export type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserLocalStorage(): StringStorage {
  return window.localStorage;
}

function isStorageValue(value: unknown): value is StorageValue<unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'state' in value;
}

/**
 * A zustand `persist` storage over JSON in localStorage that never throws: an unreadable storage (private mode,
 * disabled cookies, no window), corrupt JSON or a value of the wrong shape is logged and read as "nothing stored",
 * so the store keeps its default. Failed writes are logged too.
 */
export function safeJSONStorage<S>(getStorage: () => StringStorage = browserLocalStorage): PersistStorage<S> {
  const storage = (): StringStorage | null => {
    try {
      return getStorage();
    } catch (error) {
      console.warn('[data-client] armazenamento local indisponível', error);
      return null;
    }
  };
  return {
    getItem(name) {
      let raw: string | null;
      try {
        raw = storage()?.getItem(name) ?? null;
      } catch (error) {
        console.warn(`[data-client] não foi possível ler "${name}" do armazenamento local`, error);
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw) as unknown;
      } catch (error) {
        console.warn(`[data-client] valor corrompido em "${name}": usando o padrão`, error);
        return null;
      }
      if (!isStorageValue(parsed)) {
        console.warn(`[data-client] valor inesperado em "${name}": usando o padrão`, parsed);
        return null;
      }
      return parsed as StorageValue<S>;
    },
    setItem(name, value) {
      try {
        storage()?.setItem(name, JSON.stringify(value));
      } catch (error) {
        console.warn(`[data-client] não foi possível gravar "${name}" no armazenamento local`, error);
      }
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name);
      } catch (error) {
        console.warn(`[data-client] não foi possível remover "${name}" do armazenamento local`, error);
      }
    },
  };
}
