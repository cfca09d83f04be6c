import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, bindThemeToDocument, THEME_STORAGE_KEY, useThemeStore } from './theme-store';

async function rehydrateWith(raw: string | null) {
  // Reset first: persist writes every setState to storage, which would overwrite the value under test.
  useThemeStore.setState({ theme: 'dark' });
  if (raw === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, raw);
  await useThemeStore.persist.rehydrate();
  return useThemeStore.getState().theme;
}

afterEach(() => {
  useThemeStore.setState({ theme: 'dark' });
  document.documentElement.removeAttribute('data-theme');
});

describe('theme store', () => {
  it('defaults to dark', async () => {
    expect(await rehydrateWith(null)).toBe('dark');
  });

  it('restores a stored light theme', async () => {
    expect(await rehydrateWith(JSON.stringify({ state: { theme: 'light' }, version: 0 }))).toBe('light');
  });

  it('survives a corrupt stored value: logs and falls back to dark', async () => {
    const logs = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')].map((spy) => spy.mockImplementation(() => undefined));
    expect(await rehydrateWith('{"state": {"theme": "li')).toBe('dark');
    expect(logs.some((spy) => spy.mock.calls.length > 0)).toBe(true);
  });

  it('ignores (and logs) a readable but unknown theme value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await rehydrateWith(JSON.stringify({ state: { theme: 'azul' }, version: 0 }))).toBe('dark');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tema salvo inválido'), expect.anything());
  });

  it('toggling persists the choice under semana-java:theme', async () => {
    await rehydrateWith(null);
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({ state: { theme: 'light' } });
    useThemeStore.getState().toggleTheme();
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({ state: { theme: 'dark' } });
  });

  it('applies the theme as data-theme on <html> and follows changes', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    const unbind = bindThemeToDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    useThemeStore.getState().setTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    unbind();
    useThemeStore.getState().setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
