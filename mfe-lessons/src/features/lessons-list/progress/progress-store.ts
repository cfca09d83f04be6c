import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeJSONStorage } from '@funil/data-client/browser/safe-storage';
import type { LessonLevel } from '../lesson-model';

/** Browser storage keys (docs/contracts.md): one list of completed lesson ids per level. */
export const PROGRESS_KEYS: Readonly<Record<LessonLevel, string>> = {
  beginner: 'semana-java:progresso-iniciante',
  intermediate: 'semana-java:progresso-intermediario',
};

export interface ProgressState {
  /** Completed lesson ids, in the order they were completed. */
  completed: string[];
  /** Completed <-> not completed. */
  toggle: (lessonId: string) => void;
}

type PersistedProgress = Pick<ProgressState, 'completed'>;

/** A stored value of the wrong shape (edited by hand, older format) keeps only its string/number ids. */
export function sanitizeCompleted(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .filter(
      (id): id is string | number =>
        (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id)),
    )
    .map(String);
  return [...new Set(ids)];
}

export type ProgressStore = UseBoundStore<StoreApi<ProgressState>>;

export function createProgressStore(level: LessonLevel): ProgressStore {
  const name = PROGRESS_KEYS[level];
  const store = create<ProgressState>()(
    persist(
      (set) => ({
        completed: [],
        toggle: (lessonId) =>
          set(({ completed }) => ({
            completed: completed.includes(lessonId)
              ? completed.filter((id) => id !== lessonId)
              : [...completed, lessonId],
          })),
      }),
      {
        name,
        storage: safeJSONStorage<PersistedProgress>(),
        partialize: ({ completed }) => ({ completed }),
        merge: (persisted, current) => ({
          ...current,
          completed: sanitizeCompleted((persisted as Partial<PersistedProgress> | undefined)?.completed),
        }),
      },
    ),
  );
  // Another tab marked a lesson: follow it.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === name) void store.persist.rehydrate();
    });
  }
  return store as unknown as ProgressStore;
}

const stores: Partial<Record<LessonLevel, ProgressStore>> = {};

/** The one store per level (created on first use, so a page only touches the key it needs). */
export function progressStore(level: LessonLevel): ProgressStore {
  return (stores[level] ??= createProgressStore(level));
}
