import { useSyncExternalStore } from 'react';
import { persistedValue } from '@funil/data-client/browser/persisted-value';

export type Theme = 'dark' | 'light';

/** localStorage key (docs/contracts.md); index.html reads it before the first paint. */
export const THEME_STORAGE_KEY = 'semana-java:theme';
export const DEFAULT_THEME: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

interface ThemeState {
  theme: Theme;
}

/**
 * Dark (default) or light, persisted under semana-java:theme in zustand's `persist` shape ({ state: { theme }, version
 * 0 }), without zustand: the shell loads no state library on the first page load. A corrupt or unreadable stored value
 * is logged by safeJSONStorage; a readable but unknown value ('blue', 42, ...) is logged here; both fall back to dark.
 */
export const themeStore = persistedValue<ThemeState>({
  name: THEME_STORAGE_KEY,
  initial: { theme: DEFAULT_THEME },
  merge: (persisted, current) => {
    if (persisted === undefined || persisted === null) return current;
    const theme = (persisted as { theme?: unknown }).theme;
    if (!isTheme(theme)) {
      console.warn(`[shell] tema salvo inválido em ${THEME_STORAGE_KEY}: usando "${DEFAULT_THEME}"`, persisted);
      return current;
    }
    return theme === current.theme ? current : { theme };
  },
});

export function setTheme(theme: Theme): void {
  if (theme !== themeStore.get().theme) themeStore.set({ theme });
}

export function toggleTheme(): void {
  setTheme(themeStore.get().theme === 'dark' ? 'light' : 'dark');
}

const themeOf = () => themeStore.get().theme;

/** The theme in effect, re-rendering on every change. */
export function useTheme(): Theme {
  return useSyncExternalStore(themeStore.subscribe, themeOf, themeOf);
}

/**
 * The theme is applied as data-theme on <html>; every remote styles itself with the CSS custom properties, and the
 * tokens set color-scheme per theme (shared-ui/src/theme/tokens.css). Written only when it changes: at the takeover
 * index.html's script has already set it, and any write to <html> (the inline color-scheme this used to set too)
 * made the phone restyle the whole page in the takeover's task.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
}

/** Applies the stored theme now and on every change. Returns the unsubscribe function. */
export function bindThemeToDocument(root: HTMLElement = document.documentElement): () => void {
  applyTheme(themeStore.get().theme, root);
  return themeStore.subscribe((state) => applyTheme(state.theme, root));
}
