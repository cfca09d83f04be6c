// The production signals' bindings inside workerd (wrangler.jsonc): POST /signals against the real Rate Limiting
// binding SIGNALS_RATE_LIMITER, and the SIGNALS queue's consumer (the site Worker's queue()) acking or retrying a real
// MessageBatch. The database is answered here, at the fetch boundary.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env as workersEnv } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleSignals } from './endpoint.ts';
import type { EdgeEnv } from '../env.ts';
import worker from '../worker.ts';

// The site Worker's environment: the generated Env (what `cloudflare:workers` types it with) and the test secrets
// (vitest.config.ts).
const env = workersEnv as EdgeEnv;

const SITE = 'https://site.example';

afterEach(() => vi.unstubAllGlobals());

describe('POST /signals with the Rate Limiting binding', () => {
  it('refuses a client over the limit wrangler.jsonc gives (30 a minute), and not the next client', async () => {
    // An empty beacon: refused (400) when the limit lets it through, so nothing is queued.
    const post = (address: string) =>
      handleSignals(
        new Request(`${SITE}/signals`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'cf-connecting-ip': address },
          body: '',
        }),
        env,
        createExecutionContext(),
        { remotes: [] },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await post('198.51.100.10')).status);
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
    expect((await post('198.51.100.11')).status).not.toBe(429);
  });
});

describe("the SIGNALS queue's consumer", () => {
  const message = (i: number) => ({
    id: `message-${i}`,
    timestamp: Date.now(),
    attempts: 1,
    body: { id: `00000000-0000-4000-8000-00000000000${i}`, at: '2026-11-25T00:00:00Z', view: null, events: [] },
  });

  /** The database answering record_site_signals; every call's body is kept. */
  function database(answer: () => Response | Promise<Response>) {
    const calls: { url: string; body: { p_secret: string; p_messages: unknown[] } }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, body: await request.json() });
      return answer();
    });
    return calls;
  }

  async function consume(count: number) {
    const batch = createMessageBatch(
      'funil-signals',
      Array.from({ length: count }, (_, i) => message(i)),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    return getQueueResult(batch, ctx);
  }

  it('records a batch with one call of record_site_signals, with the secret, and acks every message', async () => {
    const calls = database(() => Response.json({ recorded: 3, duplicates: 0 }));
    const result = await consume(3);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${env.SUPABASE_URL}/rest/v1/rpc/record_site_signals`);
    expect(calls[0]!.body.p_secret).toBe(env.SIGNALS_SECRET);
    expect(calls[0]!.body.p_messages).toHaveLength(3);
    expect(result.explicitAcks.sort()).toEqual(['message-0', 'message-1', 'message-2']);
    expect(result.retryMessages).toEqual([]);
  });

  it('retries every message while the database is down or answers 5xx', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    database(() => Promise.reject(new TypeError('connection refused')));
    const down = await consume(2);
    expect(down.retryMessages.map((retry) => retry.msgId).sort()).toEqual(['message-0', 'message-1']);
    expect(down.explicitAcks).toEqual([]);
    database(() => new Response('{}', { status: 502 }));
    const failing = await consume(1);
    expect(failing.retryMessages.map((retry) => retry.msgId)).toEqual(['message-0']);
  });

  it('drops (acks) a batch the database refuses for good: a wrong secret', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    database(() => Response.json({ code: '42501', message: 'Segredo dos sinais inválido.' }, { status: 403 }));
    const result = await consume(1);
    expect(result.explicitAcks).toEqual(['message-0']);
    expect(result.retryMessages).toEqual([]);
  });
});
