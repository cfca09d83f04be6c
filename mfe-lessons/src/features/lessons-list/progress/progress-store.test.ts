// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressStore, PROGRESS_KEYS, sanitizeCompleted } from './progress-store';

function stored(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('progress store', () => {
  it('uses the contract keys', () => {
    expect(PROGRESS_KEYS).toEqual({
      beginner: 'semana-java:progresso-iniciante',
      intermediate: 'semana-java:progresso-intermediario',
    });
  });

  it('toggles a lesson between completed and not completed and stores the list of ids', () => {
    const store = createProgressStore('beginner');
    expect(store.getState().completed).toEqual([]);

    store.getState().toggle('3');
    store.getState().toggle('1');
    expect(store.getState().completed).toEqual(['3', '1']);
    expect(stored('semana-java:progresso-iniciante')).toEqual({ completed: ['3', '1'] });

    store.getState().toggle('3');
    expect(store.getState().completed).toEqual(['1']);
    expect(stored('semana-java:progresso-iniciante')).toEqual({ completed: ['1'] });
  });

  it('keeps beginner and intermediate progress under separate keys', () => {
    const beginner = createProgressStore('beginner');
    const intermediate = createProgressStore('intermediate');
    beginner.getState().toggle('10');
    intermediate.getState().toggle('20');
    expect(stored('semana-java:progresso-iniciante')).toEqual({ completed: ['10'] });
    expect(stored('semana-java:progresso-intermediario')).toEqual({ completed: ['20'] });
    expect(beginner.getState().completed).toEqual(['10']);
    expect(intermediate.getState().completed).toEqual(['20']);
  });

  it('reads what an earlier visit stored (a reload)', () => {
    createProgressStore('intermediate').getState().toggle('7');
    const afterReload = createProgressStore('intermediate');
    expect(afterReload.getState().completed).toEqual(['7']);
  });

  it('survives a corrupt stored value: logs and starts empty, then stores again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('semana-java:progresso-iniciante', '{not json');
    const store = createProgressStore('beginner');
    expect(store.getState().completed).toEqual([]);
    expect(log.mock.calls.length + warn.mock.calls.length).toBeGreaterThan(0);
    store.getState().toggle('2');
    expect(stored('semana-java:progresso-iniciante')).toEqual({ completed: ['2'] });
  });

  it('keeps only usable ids from a stored value of the wrong shape', () => {
    localStorage.setItem(
      'semana-java:progresso-iniciante',
      JSON.stringify({ state: { completed: ['a', 5, null, '', { id: 1 }, 'a'] }, version: 0 }),
    );
    expect(createProgressStore('beginner').getState().completed).toEqual(['a', '5']);
    localStorage.setItem('semana-java:progresso-iniciante', JSON.stringify({ state: { completed: 'a' }, version: 0 }));
    expect(createProgressStore('beginner').getState().completed).toEqual([]);
  });
});

describe('sanitizeCompleted', () => {
  it('turns numbers into strings, drops the rest and duplicates', () => {
    expect(sanitizeCompleted([1, '1', 2, NaN, Infinity, true, 'x'])).toEqual(['1', '2', 'x']);
    expect(sanitizeCompleted(undefined)).toEqual([]);
  });
});
