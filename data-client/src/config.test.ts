import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfig, setRuntimeConfig } from './config';

const good = { supabaseUrl: 'http://127.0.0.1:54321/', supabaseAnonKey: 'anon.jwt' };

afterEach(() => {
  resetRuntimeConfig();
  vi.restoreAllMocks();
});

describe('runtime config', () => {
  it('parses and normalises a config', () => {
    expect(parseRuntimeConfig(good)).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon.jwt' });
  });

  it('rejects unusable configs', () => {
    expect(() => parseRuntimeConfig(null)).toThrow(/objeto/);
    expect(() => parseRuntimeConfig({ supabaseUrl: 'ftp://x', supabaseAnonKey: 'k' })).toThrow(/supabaseUrl/);
    expect(() => parseRuntimeConfig({ supabaseUrl: 'http://x', supabaseAnonKey: ' ' })).toThrow(/supabaseAnonKey/);
  });

  it('fetches /config.json once and caches it', async () => {
    const fetchImpl = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(good), { status: 200 }),
    );
    const first = await loadRuntimeConfig(fetchImpl);
    const second = await loadRuntimeConfig(fetchImpl);
    expect(first).toBe(second);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/config.json');
  });

  it('does not cache a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(async () => new Response('nope', { status: 500 }));
    await expect(loadRuntimeConfig(failing)).rejects.toThrow(/HTTP 500/);
    const ok = vi.fn(async () => new Response(JSON.stringify(good), { status: 200 }));
    await expect(loadRuntimeConfig(ok)).resolves.toEqual(parseRuntimeConfig(good));
  });

  it('setRuntimeConfig skips the fetch', async () => {
    setRuntimeConfig(good);
    const fetchImpl = vi.fn();
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(parseRuntimeConfig(good));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
