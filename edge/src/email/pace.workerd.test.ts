// The global pace (pace.ts) as the sender Worker hosts it: the one EmailPace Durable Object of wrangler.sender.jsonc,
// asked by several consumers at once through the real binding. Whatever they ask, the slots handed out never hold more
// than the rate in any second (with the margin pace.ts explains), and no slot goes to two consumers.
import { env as workersEnv } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SenderWorkerEnv } from './delivery.ts';
import { MARGIN, PaceClient } from './pace.ts';

// This project runs the sender Worker (wrangler.sender.jsonc); `cloudflare:workers` types `env` with the site's Env,
// since both Workers share one TypeScript program (README "Types").
const env = workersEnv as unknown as SenderWorkerEnv;

const RATE = 20;

describe('EmailPace in workerd', () => {
  it('hands concurrent consumers of both lanes distinct slots, never more than the rate in any second', async () => {
    const consumers = Array.from({ length: 6 }, () => new PaceClient(env.EMAIL_PACE));
    const asks = consumers.flatMap((pace) => [
      pace.reserve('transactional', 15, RATE),
      pace.reserve('bulk', 15, RATE),
      pace.reserve('transactional', 15, RATE),
    ]);
    const granted = await Promise.all(asks);
    const slots = granted.flat().sort((a, b) => a - b);
    // Transactional is never refused (the earliest free points); bulk gets what its horizon holds.
    expect(granted.filter((_, i) => i % 3 !== 1).flat()).toHaveLength(6 * 2 * 15);
    expect(new Set(slots).size).toBe(slots.length);
    const most = Math.floor(RATE * (1 - MARGIN));
    for (const [i, slot] of slots.entries()) {
      const inSecond = slots.slice(i).filter((other) => other < slot + 1000).length;
      expect(inSecond, `slots in the second from ${slot}`).toBeLessThanOrEqual(most);
    }
  });
});
