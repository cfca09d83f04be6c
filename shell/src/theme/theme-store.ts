import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeJSONStorage } from '@funil/data-client/src/browser/safe-storage';

export type Theme = 'dark' | 'light';

/** localStorage key (docs/contracts.md); index.html reads it before the first paint. */
export const THEME_STORAGE_KEY = 'semana-java:theme';
export const DEFAULT_THEME: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/**
 * Dark (default) or light, persisted under semana-java:theme. A corrupt or unreadable stored value is logged by
 * safeJSONStorage; a readable but unknown value ('blue', 42, ...) is logged here; both fall back to dark.
 */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      theme: DEFAULT_THEME,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 0,
      storage: safeJSONStorage<Pick<ThemeState, 'theme'>>(),
      partialize: (state) => ({ theme: state.theme }),
      merge: (persisted, current) => {
        const theme = (persisted as { theme?: unknown } | undefined)?.theme;
        if (persisted === undefined || persisted === null) return current;
        if (!isTheme(theme)) {
          console.warn(`[shell] tema salvo inválido em ${THEME_STORAGE_KEY}: usando "${DEFAULT_THEME}"`, persisted);
          return current;
        }
        return { ...current, theme };
      },
    },
  ),
);

/** The theme is applied as data-theme on <html>; every remote styles itself with the CSS custom properties. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Applies the stored theme now and on every change. Returns the unsubscribe function. */
export function bindThemeToDocument(root: HTMLElement = document.documentElement): () => void {
  applyTheme(useThemeStore.getState().theme, root);
  return useThemeStore.subscribe((state) => applyTheme(state.theme, root));
}
