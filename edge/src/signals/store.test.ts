// The queue consumer: one database call per batch, the secret in the call, ack on success, retry on a temporary
// failure, drop (ack + log) on a configuration error.
import { describe, expect, it, vi } from 'vitest';
import { consumeSignalBatch, type SignalsDatabaseEnv } from './store.ts';

const env: SignalsDatabaseEnv = {
  SUPABASE_URL: 'https://db.example',
  SUPABASE_ANON_KEY: 'anon',
  SIGNALS_SECRET: 's'.repeat(40),
};

function batch(count: number) {
  const state = { acked: 0, retried: 0 };
  const messages = Array.from({ length: count }, (_, i) => ({
    body: { id: `00000000-0000-4000-8000-00000000000${i}`, at: '2026-11-25T00:00:00Z', view: null, events: [] },
    ack: () => void (state.acked += 1),
    retry: () => void (state.retried += 1),
  }));
  return { batch: { messages }, state };
}

describe('consumeSignalBatch', () => {
  it('records a batch with one call of record_site_signals and acks it', async () => {
    const fetcher = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      Response.json({ recorded: 3, duplicates: 0 }),
    );
    const { batch: b, state } = batch(3);
    await consumeSignalBatch(b, env, fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('https://db.example/rest/v1/rpc/record_site_signals');
    const body = JSON.parse(String(init!.body)) as { p_secret: string; p_messages: unknown[] };
    expect(body.p_secret).toBe(env.SIGNALS_SECRET);
    expect(body.p_messages).toHaveLength(3);
    expect(state).toEqual({ acked: 3, retried: 0 });
  });

  it('retries the batch when the database is down or answers 5xx', async () => {
    const down = batch(2);
    await consumeSignalBatch(down.batch, env, (async () => {
      throw new Error('connection refused');
    }) as typeof fetch);
    expect(down.state).toEqual({ acked: 0, retried: 2 });
    const failing = batch(1);
    await consumeSignalBatch(failing.batch, env, (async () => new Response('{}', { status: 502 })) as typeof fetch);
    expect(failing.state).toEqual({ acked: 0, retried: 1 });
  });

  it('drops (acks) a batch the database refuses for good: wrong secret, or no secret configured', async () => {
    const wrong = batch(1);
    await consumeSignalBatch(wrong.batch, env, (async () =>
      Response.json({ code: '42501', message: 'Segredo dos sinais inválido.' }, { status: 403 })) as typeof fetch);
    expect(wrong.state).toEqual({ acked: 1, retried: 0 });
    const unset = batch(1);
    await consumeSignalBatch(unset.batch, { ...env, SIGNALS_SECRET: '' }, (async () =>
      Response.json({})) as typeof fetch);
    expect(unset.state).toEqual({ acked: 1, retried: 0 });
  });
});
