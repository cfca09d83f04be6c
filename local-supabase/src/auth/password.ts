// Password checks and their rate limits, like GoTrue: an unknown e-mail costs the same bcrypt work as a wrong
// password (no timing oracle), and repeated failures are throttled per e-mail and per client address
// (429 over_request_rate_limit), even for the right password.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import { AuthHttpError } from './http.ts';
import type { UserRow } from './users.ts';

/** Failed password sign-ins tolerated per e-mail and per client address within the window, then 429. */
export interface AuthLimits {
  failuresPerEmail: number;
  failuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { failuresPerEmail: 5, failuresPerAddress: 30, windowMs: 15 * 60_000 };

/** Failure times per key within a sliding window (in memory: one local process serves the stack). */
export class FailureLog {
  private readonly entries = new Map<string, number[]>();
  private readonly windowMs: number;
  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  count(key: string, now: number): number {
    const times = (this.entries.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (times.length === 0) this.entries.delete(key);
    else this.entries.set(key, times);
    return times.length;
  }

  add(key: string, now: number): void {
    const times = this.entries.get(key) ?? [];
    times.push(now);
    this.entries.set(key, times);
    // Forget keys whose failures all left the window, so a scan over many addresses cannot grow this forever.
    if (this.entries.size > 10_000) for (const other of [...this.entries.keys()]) this.count(other, now);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** How many keys are remembered (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

export const invalidCredentials = () => new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');
const rateLimited = () => new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');

export type PasswordCheck = (email: string, password: string, address: string) => Promise<UserRow>;

/**
 * `check(email, password, address)`: the confirmed user whose password this is, or GoTrue's error (invalid
 * credentials, email_not_confirmed, 429 after too many failures). `email` is already trimmed and lower-cased.
 */
export function createPasswordCheck(
  pool: Pick<pg.Pool, 'query'>,
  limits: AuthLimits = DEFAULT_AUTH_LIMITS,
): PasswordCheck {
  const failuresByEmail = new FailureLog(limits.windowMs);
  const failuresByAddress = new FailureLog(limits.windowMs);
  // Compared against when the e-mail is unknown, so that answer costs the same bcrypt work as a wrong password.
  // Same cost factor as the stored hashes (users.ts).
  const decoyHash = bcrypt.hash(randomBytes(16).toString('hex'), 10);

  return async function check(email, password, address) {
    const now = Date.now();
    if (
      failuresByEmail.count(email, now) >= limits.failuresPerEmail ||
      failuresByAddress.count(address, now) >= limits.failuresPerAddress
    ) {
      throw rateLimited();
    }
    const { rows } = await pool.query<UserRow>('select * from auth.users where lower(email) = $1', [email]);
    const user = rows[0];
    // Always one bcrypt comparison, known e-mail or not.
    const matches = await bcrypt.compare(password, user?.encrypted_password || (await decoyHash));
    if (!user || !user.encrypted_password || !matches) {
      failuresByEmail.add(email, now);
      failuresByAddress.add(address, now);
      throw invalidCredentials();
    }
    failuresByEmail.clear(email);
    if (!user.email_confirmed_at) throw new AuthHttpError(400, 'email_not_confirmed', 'Email not confirmed');
    return user;
  };
}
