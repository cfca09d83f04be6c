import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureUtm,
  compactUtm,
  EMPTY_UTM,
  parseUtm,
  readUtm,
  resetUtmStoreForTests,
  UTM_STORAGE_KEY,
} from './utm-store';

beforeEach(() => {
  localStorage.clear();
  resetUtmStoreForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('utm store', () => {
  it('parses the six fields, empty when missing', () => {
    expect(parseUtm('?utm_source=ig&utm_medium=bio&x=1')).toEqual({
      ...EMPTY_UTM,
      utm_source: 'ig',
      utm_medium: 'bio',
    });
  });

  it('captures the first touch and keeps it', () => {
    captureUtm('?utm_source=instagram&utm_campaign=lanc2&utm_id=42');
    expect(readUtm()).toEqual({ ...EMPTY_UTM, utm_source: 'instagram', utm_campaign: 'lanc2', utm_id: '42' });
    captureUtm('?utm_source=youtube');
    expect(readUtm().utm_source).toBe('instagram');
    expect(JSON.parse(localStorage.getItem(UTM_STORAGE_KEY) ?? '{}').state.utm.utm_source).toBe('instagram');
  });

  it('does not store a visit without utm', () => {
    captureUtm('?foo=bar');
    expect(localStorage.getItem(UTM_STORAGE_KEY)).toBeNull();
    expect(readUtm()).toEqual(EMPTY_UTM);
    captureUtm('?utm_medium=email');
    expect(readUtm().utm_medium).toBe('email');
  });

  it('reads what another bundle wrote after the store was created', () => {
    expect(readUtm()).toEqual(EMPTY_UTM);
    localStorage.setItem(
      UTM_STORAGE_KEY,
      JSON.stringify({ state: { utm: { utm_source: 'tiktok', junk: 1 } }, version: 0 }),
    );
    expect(readUtm()).toEqual({ ...EMPTY_UTM, utm_source: 'tiktok' });
  });

  it('a corrupt or unreadable value only logs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(UTM_STORAGE_KEY, '{corrupt');
    expect(readUtm()).toEqual(EMPTY_UTM);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    resetUtmStoreForTests();
    expect(() => readUtm()).not.toThrow();
    expect(readUtm()).toEqual(EMPTY_UTM);
    expect(warn).toHaveBeenCalled();
  });

  it('compacts to the non-empty fields', () => {
    expect(compactUtm({ ...EMPTY_UTM, utm_source: 'a' })).toEqual({ utm_source: 'a' });
  });
});
