import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, bindThemeToDocument, setTheme, THEME_STORAGE_KEY, themeStore, toggleTheme } from './theme-store';

async function rehydrateWith(raw: string | null) {
  // Reset first: every set is written to storage, which would overwrite the value under test.
  setTheme('dark');
  if (raw === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, raw);
  themeStore.rehydrate();
  return themeStore.get().theme;
}

afterEach(() => {
  setTheme('dark');
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
    const logs = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')].map((spy) =>
      spy.mockImplementation(() => undefined),
    );
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
    toggleTheme();
    expect(themeStore.get().theme).toBe('light');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({ state: { theme: 'light' } });
    toggleTheme();
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({ state: { theme: 'dark' } });
  });

  it('applies the theme as data-theme on <html> and follows changes', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    const unbind = bindThemeToDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    setTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    unbind();
    setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('leaves <html> untouched when it already shows the theme (the takeover: index.html set it before the paint)', () => {
    applyTheme('dark');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true });
    applyTheme('dark');
    applyTheme('light');
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes.map((change) => change.attributeName)).toEqual(['data-theme']);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});
