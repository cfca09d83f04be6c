// The sender worker's consumer chains (delivery.ts) with the real pace object and fakes of the outbox, the queues and
// SMTP, on fake timers: a transactional chain keeps polling through its run, so a confirmation written after the lane
// went quiet leaves within about a second instead of waiting for the cron to start a consumer again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chainsWanted, runChain, startBatches, type ChainMessage, type SenderWorkerEnv } from './delivery.ts';
import type { ClaimedEmail } from './outbox-client.ts';
import { EmailPace, type Lane } from './pace.ts';
import type { SenderOutbox } from './sender.ts';
import { senderConfig } from './sender-config.ts';
import { senderSettings } from './settings.test-helper.ts';
import { fakeBinding } from '../fakes.test-helper.ts';

// The runtime's TCP sockets are not there under Node; every test passes its own transport.
vi.mock('cloudflare:sockets', () => ({ connect: () => Promise.reject(new Error('no sockets in unit tests')) }));

const SETTINGS = senderSettings(10);

function confirmation(id: number): ClaimedEmail {
  return {
    id,
    message_id: `<outbox-${id}.x@site.test>`,
    message_key: 'registration_confirmation',
    lancamento: 1,
    to_email: `visitante${id}@example.com`,
    to_name: 'Visitante',
    subject: 'Sua inscrição está confirmada',
    body: 'Olá, {{primeiro_nome}}!',
    variables: { primeiro_nome: 'Visitante' },
    unsubscribe_token: `token-${id}`,
    is_test: false,
    attempt: 1,
    lane: 'transactional',
  };
}

function world(tickSeconds: string) {
  const due: Record<Lane, ClaimedEmail[]> = { transactional: [], bulk: [] };
  const claims: number[] = [];
  /** Each claim: its limit and how many messages had been sent when it was made. */
  const claimed: { limit: number; sentBefore: number }[] = [];
  const outbox: SenderOutbox = {
    settings: async () => SETTINGS,
    scheduleDue: async () => 0,
    claim: async (limit, _lease, lane) => {
      claims.push(Date.now());
      claimed.push({ limit, sentBefore: sent.length });
      return due[lane ?? 'transactional'].splice(0, limit);
    },
    report: async () => ({}),
  };
  const pace = new EmailPace();
  const handedOver: ChainMessage[] = [];
  const queue = fakeBinding<Queue>({ send: async (message: ChainMessage) => void handedOver.push(message) });
  const env = {
    SUPABASE_URL: 'http://127.0.0.1:1',
    SUPABASE_ANON_KEY: 'anon',
    EMAIL_SENDER_SECRET: 'segredo',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '2525',
    SMTP_SECURITY: 'none',
    EMAIL_TICK_SECONDS: tickSeconds,
    EMAIL_CONSUMER_SECONDS: '10',
    EMAIL_PACE: fakeBinding<SenderWorkerEnv['EMAIL_PACE']>({
      idFromName: () => 'global',
      get: () => ({ fetch: (input: RequestInfo, init?: RequestInit) => pace.fetch(new Request(input, init)) }),
    }),
    EMAIL_TRANSACTIONAL: queue,
    EMAIL_BULK: queue,
  } as SenderWorkerEnv;
  const sent: { to: string; at: number }[] = [];
  const openTransport = async () => ({
    usable: true,
    send: async (_from: string, to: string) => {
      sent.push({ to, at: Date.now() });
      return null;
    },
    close: async () => undefined,
  });
  return { env, due, claims, claimed, handedOver, sent, deps: { outbox, openTransport } };
}

describe('runChain', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a transactional chain polls through its run: a confirmation written after an empty claim leaves within a second, and the chain goes on', async () => {
    const { env, due, handedOver, sent, deps } = world('50');
    const run = runChain(env, senderConfig(env), { lane: 'transactional', slot: 0 }, deps);
    await vi.advanceTimersByTimeAsync(3_500);
    const written = Date.now();
    due.transactional.push(confirmation(1));
    await vi.advanceTimersByTimeAsync(10_000);
    await run;
    expect(sent.map((message) => message.to)).toEqual(['visitante1@example.com']);
    expect(sent[0]!.at - written).toBeLessThanOrEqual(1_100);
    // It found work in this run: a new run of the same chain follows (the lane is likely to have more).
    expect(handedOver).toEqual([{ lane: 'transactional', slot: 0 }]);
  });

  it('a transactional chain that found nothing in its run ends', async () => {
    const { env, handedOver, claims, deps } = world('50');
    const run = runChain(env, senderConfig(env), { lane: 'transactional', slot: 0 }, deps);
    await vi.advanceTimersByTimeAsync(11_000);
    await run;
    expect(claims.length).toBeGreaterThanOrEqual(9);
    expect(handedOver).toEqual([]);
  });

  it('in a drain (EMAIL_TICK_SECONDS 0) and in bulk, a chain ends at its first empty claim', async () => {
    for (const lane of ['transactional', 'bulk'] as const) {
      const { env, claims, handedOver, sent, due, deps } = world(lane === 'bulk' ? '50' : '0');
      due[lane].push(confirmation(1));
      const run = runChain(env, senderConfig(env), { lane, slot: 0 }, deps);
      await vi.advanceTimersByTimeAsync(1_000);
      await run;
      expect(sent).toHaveLength(1);
      expect(claims).toHaveLength(2);
      expect(handedOver).toEqual([]);
    }
  });
});

describe('runChain, bulk', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with a small claim and claims each next batch while the current one is still being sent', async () => {
    const { env, due, claimed, sent, deps } = world('0');
    for (let id = 1; id <= 150; id += 1) due.bulk.push({ ...confirmation(id), lane: 'bulk' });
    const config = senderConfig(env);
    const run = runChain(env, config, { lane: 'bulk', slot: 0 }, deps);
    await vi.advanceTimersByTimeAsync(30_000);
    await run;
    expect(sent).toHaveLength(150);
    // At 10/s one chain: two seconds (20 rows) first, then ten seconds (100) per claim.
    expect(startBatches(config, 10, 0)).toEqual([20, 100]);
    // The last claim finds nothing: the chain ends.
    expect(claimed.map((claim) => claim.limit)).toEqual([20, 100, 100, 100]);
    // Each claim came as the batch before started being sent, not at its end (20, then 20 + 100).
    expect(claimed[1]!.sentBefore).toBeLessThan(20);
    expect(claimed[2]!.sentBefore).toBeLessThan(120);
  });

  it('a long bulk run stops claiming when the rate changed, and ends (the next chains take the new rate)', async () => {
    const { env, due, claimed, sent, handedOver, deps } = world('50');
    for (let id = 1; id <= 1000; id += 1) due.bulk.push({ ...confirmation(id), lane: 'bulk' });
    let rate = 10;
    deps.outbox.settings = async () => senderSettings(rate);
    const run = runChain(env, senderConfig(env), { lane: 'bulk', slot: 0 }, deps);
    await vi.advanceTimersByTimeAsync(5_000);
    rate = 20;
    await vi.advanceTimersByTimeAsync(60_000);
    await run;
    // Its claims before the change (20, then 100 as the first batch started, 100 as the second started, at about
    // 2 s) are sent; no claim after it (the fourth would have come as the third batch started, at about 13 s).
    expect(claimed.map((claim) => claim.limit)).toEqual([20, 100, 100]);
    expect(sent).toHaveLength(220);
    expect(handedOver).toEqual([]);
  });
});

describe('startBatches', () => {
  it("staggers the bulk chains' second claims over a full batch, so their later claims do not come all at once", () => {
    const config = senderConfig({ EMAIL_SENDER_SECRET: 's', SMTP_HOST: 'h', SMTP_PORT: '25', SMTP_SECURITY: 'none' });
    // 200/s: 8 chains of 25/s, batches of 250 rows, first claims of 50.
    const sizes = Array.from({ length: 8 }, (_, slot) => startBatches(config, 200, slot));
    expect(sizes.map((size) => size[0])).toEqual(Array(8).fill(50));
    expect(sizes.map((size) => size[1])).toEqual([32, 63, 94, 125, 157, 188, 219, 250]);
  });
});

describe('chainsWanted', () => {
  const config = senderConfig({ EMAIL_SENDER_SECRET: 's', SMTP_HOST: 'h', SMTP_PORT: '25', SMTP_SECURITY: 'none' });

  it('any confirmation due starts every transactional chain at once, not one per 500 due', () => {
    expect(config.transactionalConsumers).toBe(4);
    expect(chainsWanted('transactional', config, 200, 0)).toBe(0);
    expect(chainsWanted('transactional', config, 200, 1)).toBe(4);
    expect(chainsWanted('transactional', config, 10, 100_000)).toBe(4);
  });

  it('bulk: one chain per batch due, up to one per 25 messages a second of the rate', () => {
    expect(chainsWanted('bulk', config, 200, 10)).toBe(1);
    expect(chainsWanted('bulk', config, 200, 100_000)).toBe(8);
    expect(chainsWanted('bulk', config, 10, 100_000)).toBe(1);
  });
});
