// The sender Worker's Cron Trigger and queue consumers (sender-worker.ts, delivery.ts) inside workerd with
// wrangler.sender.jsonc's real bindings: the cron starts chains where the database says work is due, one message per
// chain on the lane's real queue; the queue delivers them to the Worker's own consumer, which claims its lane and ends
// the chain in the EmailPace register. The database is answered here, at the fetch boundary; nothing is due to send, so
// no SMTP session opens.
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env as workersEnv } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SenderWorkerEnv } from './delivery.ts';
import { PaceClient } from './pace.ts';
import { senderSettings } from './settings.test-helper.ts';
import worker from '../sender-worker.ts';

// This project runs the sender Worker (wrangler.sender.jsonc); `cloudflare:workers` types `env` with the site's Env,
// since both Workers share one TypeScript program (README "Types").
const env = workersEnv as unknown as SenderWorkerEnv;

const SETTINGS = senderSettings(10);

/** The sender's database functions: `due` rows per lane, nothing to claim. Every call is kept. */
function database(due: { transactional: number; bulk: number }) {
  const calls: { fn: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const fn = new URL(request.url).pathname.replace('/rest/v1/rpc/', '');
    calls.push({ fn, body: await request.json() });
    switch (fn) {
      case 'email_schedule_due':
        return Response.json(0);
      case 'email_sender_settings':
        return Response.json(SETTINGS);
      case 'email_due_counts':
        return Response.json(due);
      case 'email_claim_batch':
        return Response.json([]);
      default:
        return new Response('{}', { status: 404 });
    }
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the sender Worker in workerd', () => {
  it("the cron starts chains where work is due; the lanes' queues deliver them to the consumer, which ends them", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const calls = database({ transactional: 1, bulk: 30 });
    const pace = new PaceClient(env.EMAIL_PACE);
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env);
    expect(calls.map((call) => call.fn).slice(0, 3)).toEqual([
      'email_schedule_due',
      'email_sender_settings',
      'email_due_counts',
    ]);
    expect(calls.every((call) => call.body.p_secret === env.EMAIL_SENDER_SECRET)).toBe(true);
    // Transactional: all of its 4 chains at once; bulk at 10/s: one chain (delivery.ts chainsWanted).
    const claims = (lane: string) =>
      calls.filter((call) => call.fn === 'email_claim_batch' && call.body.p_lane === lane);
    await vi.waitFor(
      async () => {
        expect(claims('transactional').length).toBeGreaterThanOrEqual(4);
        expect(claims('bulk').length).toBeGreaterThanOrEqual(1);
        expect(await pace.runningChains()).toBe(0);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('acks a chain that ran and a malformed message; retries a chain whose hand-over failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    database({ transactional: 0, bulk: 0 });
    const batch = createMessageBatch('funil-email-bulk', [
      { id: 'chain', timestamp: Date.now(), attempts: 1, body: { lane: 'bulk', slot: 0 } },
      { id: 'malformed', timestamp: Date.now(), attempts: 1, body: { lane: 'postal', slot: 0 } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['chain', 'malformed']);
    expect(result.retryMessages).toEqual([]);

    // The pace object cannot be reached: the chain is neither run nor lost, the queue delivers it again.
    const gone = { idFromName: () => null, get: () => ({ fetch: () => Promise.reject(new Error('gone')) }) };
    const broken = { ...env, EMAIL_PACE: gone } as unknown as SenderWorkerEnv;
    const again = createMessageBatch('funil-email-bulk', [
      { id: 'chain', timestamp: Date.now(), attempts: 1, body: { lane: 'bulk', slot: 1 } },
    ]);
    await worker.queue(again, broken);
    expect((await getQueueResult(again, ctx)).retryMessages.map((retry) => retry.msgId)).toEqual(['chain']);
  });
});
