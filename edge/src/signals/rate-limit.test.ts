// The rate limit's key (pure): what the Rate Limiting binding counts per client is never the address. The binding
// itself refusing a client over the limit is tested in workerd (signals.workerd.test.ts).
import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit.ts';

const SECRET = 's'.repeat(40);
const DAY = 86_400_000;

describe('clientKey', () => {
  it('is 24 hex digits without the address, one per client and per day, the same in every isolate', async () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const key = await clientKey('198.51.100.1', SECRET, now);
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(key).not.toContain('198');
    expect(await clientKey('198.51.100.1', SECRET, now + 60_000)).toBe(key);
    expect(await clientKey('198.51.100.2', SECRET, now)).not.toBe(key);
    expect(await clientKey('198.51.100.1', SECRET, now + DAY)).not.toBe(key);
    expect(await clientKey('198.51.100.1', 't'.repeat(40), now)).not.toBe(key);
  });
});
