import { vi } from 'vitest';

/**
 * A stand-in for @funil/data-client/staff/auth in component tests (signed out, no stored session by default):
 *   vi.mock('@funil/data-client/staff/auth', async () => (await import('.../auth-mock.test-helper')).auth);
 * resetAuthMock() after each test.
 */
export const auth = {
  getSession: vi.fn(),
  isCurrentUserStaff: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  onAuthChange: vi.fn(async () => () => undefined),
  hasStoredSession: vi.fn(() => false),
  onStoredSessionChange: vi.fn((_changed: () => void) => () => undefined),
};

export function resetAuthMock() {
  for (const fn of Object.values(auth)) fn.mockReset();
  auth.onAuthChange.mockImplementation(async () => () => undefined);
  auth.onStoredSessionChange.mockImplementation(() => () => undefined);
  auth.hasStoredSession.mockImplementation(() => false);
}
