import { afterEach, describe, expect, it, vi } from 'vitest';

// The auth client must not load for a browser without a stored session: importing it here fails the test.
const createClient = vi.fn();
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { AUTH_STORAGE_KEY } = await import('../supabase');
const { getSession, hasStoredSession, onStoredSessionChange } = await import('./auth');

afterEach(() => localStorage.clear());

describe('staff auth for a signed-out browser', () => {
  it('getSession answers null from the storage, without creating the supabase-js client', async () => {
    expect(hasStoredSession()).toBe(false);
    expect(await getSession()).toBeNull();
    expect(createClient).not.toHaveBeenCalled();
  });

  it("onStoredSessionChange tells about another tab's session and stops when unsubscribed", () => {
    const changed = vi.fn();
    const stop = onStoredSessionChange(changed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'outra-chave' }));
    expect(changed).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
