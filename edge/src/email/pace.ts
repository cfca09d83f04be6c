// The global pace of the launch e-mail sender (issue 37): ONE Durable Object (EmailPace, `idFromName('global')`) hands
// out send slots to every queue consumer of the sender worker, so all of them together never exceed the provider's
// rate (the settings' messages_per_second) in any second, and keeps the register of running consumer chains (the
// cron starts a chain only where none runs). In memory: a restarted object starts from an empty ledger (chains are
// started again by the next cron poll; claims in the database are what prevents double sends, not this object).
//
// Slots (PaceLedger):
// - one pointer for the whole sender, advanced by 1000 / (rate * (1 - MARGIN)) ms per slot: any window of one second
//   holds at most rate * (1 - MARGIN) slots; a consumer drops a slot it could not use within LATE_MS of its time
//   (Pacer), so what leaves in any second stays under the rate (MARGIN covers LATE_MS);
// - two lanes: transactional slots are never refused; bulk slots are handed out at most BULK_HORIZON_MS ahead (so a
//   confirmation waits at most that long behind reserved bulk slots) and, while the transactional lane is active,
//   bulk leaves it a share of every second (up to TRANSACTIONAL_SHARE of the rate, following its recent use), so each
//   lane has its own share and bulk takes all the rate when nothing transactional goes out.
export type Lane = 'transactional' | 'bulk';
export const LANES: readonly Lane[] = ['transactional', 'bulk'];

export const MARGIN = 0.05;
export const LATE_MS = 50;
export const BULK_HORIZON_MS = 1000;
export const TRANSACTIONAL_SHARE = 0.2;
/** The transactional lane counts as active this long after its last slot. */
const ACTIVE_MS = 10_000;

interface WindowCounts {
  transactional: number;
  bulk: number;
}

export class PaceLedger {
  #next = 0;
  #windows = new Map<number, WindowCounts>();
  #transactionalSeen = -Infinity;
  #chains = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  #window(index: number): WindowCounts {
    let counts = this.#windows.get(index);
    if (!counts) {
      counts = { transactional: 0, bulk: 0 };
      this.#windows.set(index, counts);
    }
    return counts;
  }

  /** Up to `count` send times (ms since epoch, ascending) for `lane` at `rate` messages per second. */
  reserve(lane: Lane, count: number, rate: number): number[] {
    const now = this.now();
    const effective = Math.max(rate, 0.001) * (1 - MARGIN);
    const interval = 1000 / effective;
    const perSecond = Math.max(1, Math.floor(effective));
    const share = Math.max(1, Math.ceil(perSecond * TRANSACTIONAL_SHARE));
    if (lane === 'transactional') this.#transactionalSeen = now;
    const transactionalActive = now - this.#transactionalSeen < ACTIVE_MS;
    // What the transactional lane used in its busiest recent second, with room to grow: bulk leaves that much.
    let recentPeak = 0;
    for (const [index, counts] of this.#windows)
      if (index * 1000 >= now - 5000) recentPeak = Math.max(recentPeak, counts.transactional);
    const kept = transactionalActive ? Math.min(share, Math.ceil(recentPeak * 1.5) + 2) : 0;

    const slots: number[] = [];
    let time = Math.max(now, this.#next);
    while (slots.length < Math.max(0, Math.floor(count))) {
      if (lane === 'bulk' && time > now + BULK_HORIZON_MS) break;
      const index = Math.floor(time / 1000);
      const counts = this.#window(index);
      if (lane === 'bulk' && counts.bulk >= perSecond - Math.max(kept, counts.transactional)) {
        time = (index + 1) * 1000;
        continue;
      }
      counts[lane] += 1;
      slots.push(time);
      time += interval;
      this.#next = time;
    }
    for (const index of this.#windows.keys()) if (index * 1000 < now - 10_000) this.#windows.delete(index);
    return slots;
  }

  /**
   * The chain slots of `lane` to start now, out of 0..wanted-1: those not running (no chain renewed them within their
   * ttl). Each returned slot counts as running for `ttlMs`.
   */
  startChains(lane: Lane, wanted: number, ttlMs: number): number[] {
    const now = this.now();
    const started: number[] = [];
    for (let slot = 0; slot < wanted; slot += 1) {
      const key = `${lane}:${slot}`;
      if ((this.#chains.get(key) ?? 0) > now) continue;
      this.#chains.set(key, now + ttlMs);
      started.push(slot);
    }
    return started;
  }

  renewChain(lane: Lane, slot: number, ttlMs: number): void {
    this.#chains.set(`${lane}:${slot}`, this.now() + ttlMs);
  }

  endChain(lane: Lane, slot: number): void {
    this.#chains.delete(`${lane}:${slot}`);
  }

  /** Chains running now, both lanes. */
  runningChains(): number {
    const now = this.now();
    return [...this.#chains.values()].filter((until) => until > now).length;
  }
}

type PaceRequest =
  | { op: 'reserve'; lane: Lane; count: number; rate: number }
  | { op: 'start'; lane: Lane; wanted: number; ttlMs: number }
  | { op: 'renew'; lane: Lane; slot: number; ttlMs: number }
  | { op: 'end'; lane: Lane; slot: number }
  | { op: 'running'; lane: Lane };

function isLane(value: unknown): value is Lane {
  return value === 'transactional' || value === 'bulk';
}

/** The Durable Object (wrangler.sender.jsonc "durable_objects"): the ledger behind POST {op, ...} JSON calls. */
export class EmailPace {
  readonly #ledger = new PaceLedger();

  async fetch(request: Request): Promise<Response> {
    const body = (await request.json().catch(() => null)) as PaceRequest | null;
    if (!body || !isLane(body.lane)) return new Response('bad request', { status: 400 });
    switch (body.op) {
      case 'reserve':
        return Response.json(this.#ledger.reserve(body.lane, Math.min(Number(body.count), 1000), Number(body.rate)));
      case 'start':
        return Response.json(
          this.#ledger.startChains(body.lane, Math.min(Number(body.wanted), 100), Number(body.ttlMs)),
        );
      case 'renew':
        this.#ledger.renewChain(body.lane, Number(body.slot), Number(body.ttlMs));
        return Response.json(true);
      case 'end':
        this.#ledger.endChain(body.lane, Number(body.slot));
        return Response.json(true);
      case 'running':
        return Response.json(this.#ledger.runningChains());
      default:
        return new Response('bad request', { status: 400 });
    }
  }
}

export interface DurableObjectStubLike {
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

export interface DurableObjectNamespaceLike {
  idFromName(name: string): unknown;
  get(id: unknown): DurableObjectStubLike;
}

/** The sender's side of EmailPace: the one global object. */
export class PaceClient {
  readonly #stub: DurableObjectStubLike;

  constructor(namespace: DurableObjectNamespaceLike) {
    this.#stub = namespace.get(namespace.idFromName('global'));
  }

  async #call<T>(body: PaceRequest): Promise<T> {
    const response = await this.#stub.fetch('https://email-pace/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`email pace: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  reserve(lane: Lane, count: number, rate: number): Promise<number[]> {
    return this.#call({ op: 'reserve', lane, count, rate });
  }

  startChains(lane: Lane, wanted: number, ttlMs: number): Promise<number[]> {
    return this.#call({ op: 'start', lane, wanted, ttlMs });
  }

  renewChain(lane: Lane, slot: number, ttlMs: number): Promise<boolean> {
    return this.#call({ op: 'renew', lane, slot, ttlMs });
  }

  endChain(lane: Lane, slot: number): Promise<boolean> {
    return this.#call({ op: 'end', lane, slot });
  }

  runningChains(): Promise<number> {
    return this.#call({ op: 'running', lane: 'bulk' });
  }
}

export interface Pacer {
  /** Waits for this consumer's next send slot. */
  take(): Promise<void>;
}

/**
 * One consumer's slots: reserved from the ledger a few at a time (`chunk`), used in order; a slot whose time passed
 * by more than LATE_MS (every connection was busy) is dropped, never used late.
 */
export class SlotPacer implements Pacer {
  #slots: number[] = [];
  #refill: Promise<void> | null = null;

  constructor(
    private readonly reserve: (count: number) => Promise<number[]>,
    private readonly chunk: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  async take(): Promise<void> {
    for (;;) {
      const slot = this.#slots.shift();
      if (slot === undefined) {
        this.#refill ??= this.reserve(this.chunk)
          .then(async (slots) => {
            this.#slots.push(...slots);
            // Bulk slots are not given beyond the horizon: wait a little before asking again.
            if (slots.length === 0) await this.sleep(BULK_HORIZON_MS / 4);
          })
          .finally(() => {
            this.#refill = null;
          });
        await this.#refill;
        continue;
      }
      const wait = slot - this.now();
      if (wait < -LATE_MS) continue;
      if (wait > 0) {
        await this.sleep(wait);
        if (this.now() - slot > LATE_MS) continue;
      }
      return;
    }
  }
}
