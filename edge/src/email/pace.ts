// The global pace of the launch e-mail sender: ONE Durable Object (EmailPace, `idFromName('global')`) hands
// out send slots to every queue consumer of the sender worker, so all of them together never exceed the provider's
// rate (the settings' messages_per_second) in any second, and keeps the register of running consumer chains (the
// cron starts a chain only where none runs). In memory: a restarted object starts from an empty ledger (chains are
// started again by the next cron poll; claims in the database are what prevents double sends, not this object).
//
// Slots (PaceLedger) are points of one grid for the whole sender, 1000 / (rate * (1 - MARGIN)) ms apart: any window of
// one second holds at most rate * (1 - MARGIN) of them, and each point goes to at most one consumer. A consumer drops
// a slot it could not use within LATE_MS of its time (SlotPacer), and the provider counts a message when its SMTP
// conversation ends, up to CONVERSATION_JITTER_MS later for one message than for another: MARGIN covers both, so any
// second at the provider holds at most the rate (the slots of a window of 1000 + LATE_MS + CONVERSATION_JITTER_MS).
// (MARGIN was 5 %, which LATE_MS alone used up: the bench's sink counted 201 in one second at 200/s, 11 at 10/s.)
// The two lanes share the grid this way:
// - every SHARE_PERIOD-th point is the transactional lane's share (TRANSACTIONAL_SHARE of the rate). While that lane is
//   active (a reservation within ACTIVE_MS), bulk may take a share point only when it is at most RELEASE_MS away, that
//   is, when transactional left it; when the lane is idle bulk takes every point, so bulk uses all the rate alone;
// - transactional takes the EARLIEST free points from now, its share or any other one bulk has not taken: it never
//   queues behind what bulk reserved ahead (at most BULK_HORIZON_MS), and a burst may use more than its share;
// - bulk is handed points at most BULK_HORIZON_MS ahead.
// (The previous ledger kept one pointer for both lanes: bulk moved it BULK_HORIZON_MS ahead, every confirmation's slot
// came after it, spaced at the full rate a confirmation consumer could not use, and the seconds' "kept share" was a gap
// nobody used: confirmations got a few slots a second while bulk drained.)
export type Lane = 'transactional' | 'bulk';
export const LANES: readonly Lane[] = ['transactional', 'bulk'];

export const MARGIN = 0.1;
export const LATE_MS = 50;
/** How much later one message's SMTP conversation may end than another's, within what MARGIN covers. */
export const CONVERSATION_JITTER_MS = 50;
export const BULK_HORIZON_MS = 1000;
export const TRANSACTIONAL_SHARE = 0.2;
/** Every SHARE_PERIOD-th grid point is the transactional lane's share. */
export const SHARE_PERIOD = Math.round(1 / TRANSACTIONAL_SHARE);
/** A share point transactional has not taken this long (or one share period, if longer) before its time goes to bulk. */
export const RELEASE_MS = 250;
/** The transactional lane counts as active this long after its last reservation. */
export const ACTIVE_MS = 10_000;

export class PaceLedger {
  /** The grid: point k is at origin + k * interval. */
  #rate = 0;
  #interval = 0;
  #origin = 0;
  /** Points handed out (grid index -> lane), from a little before now on. */
  #taken = new Map<number, Lane>();
  #lastTaken = -Infinity;
  #transactionalSeen = -Infinity;
  #chains = new Map<string, number>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** A new grid when the rate changes: it starts after every slot handed out at the old rate (a second after, when the
   * rate went down, so no window holds old slots and new ones above the new rate). */
  #grid(rate: number, now: number): void {
    if (rate === this.#rate) return;
    const interval = 1000 / (rate * (1 - MARGIN));
    const after = this.#lastTaken + (rate < this.#rate ? 1000 : interval);
    this.#origin = Math.max(now, after);
    this.#rate = rate;
    this.#interval = interval;
    this.#taken.clear();
  }

  #time(index: number): number {
    return this.#origin + index * this.#interval;
  }

  /** Up to `count` send times (ms since epoch, ascending) for `lane` at `rate` messages per second. */
  reserve(lane: Lane, count: number, rate: number): number[] {
    const now = this.#now();
    this.#grid(Math.max(rate, 0.001), now);
    const wanted = Math.max(0, Math.floor(count));
    const first = Math.max(0, Math.ceil((now - this.#origin) / this.#interval));
    for (const index of this.#taken.keys()) if (index < first) this.#taken.delete(index);
    if (lane === 'transactional') this.#transactionalSeen = now;
    const transactionalActive = now - this.#transactionalSeen < ACTIVE_MS;
    const horizon = Math.floor((now + BULK_HORIZON_MS - this.#origin) / this.#interval);
    // At low rates a consumer asks less often than RELEASE_MS: a share point is released a period ahead, or bulk would
    // never be there to take it.
    const release = Math.floor(
      (now + Math.max(RELEASE_MS, SHARE_PERIOD * this.#interval) - this.#origin) / this.#interval,
    );

    const slots: number[] = [];
    for (let index = first; slots.length < wanted; index += 1) {
      if (lane === 'bulk' && index > horizon) break;
      if (this.#taken.has(index)) continue;
      if (lane === 'bulk' && transactionalActive && index % SHARE_PERIOD === 0 && index > release) continue;
      this.#taken.set(index, lane);
      slots.push(this.#time(index));
    }
    if (slots.length > 0) this.#lastTaken = Math.max(this.#lastTaken, slots.at(-1)!);
    return slots;
  }

  /**
   * The chain slots of `lane` to start now, out of 0..wanted-1: those not running (no chain renewed them within their
   * ttl). Each returned slot counts as running for `ttlMs`.
   */
  startChains(lane: Lane, wanted: number, ttlMs: number): number[] {
    const now = this.#now();
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
    this.#chains.set(`${lane}:${slot}`, this.#now() + ttlMs);
  }

  endChain(lane: Lane, slot: number): void {
    this.#chains.delete(`${lane}:${slot}`);
  }

  /** Chains running now, both lanes. */
  runningChains(): number {
    const now = this.#now();
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
  // Plain fields, not parameter properties: Node's type stripping refuses them (outbox-client.ts says why it matters).
  private readonly reserve: (count: number) => Promise<number[]>;
  private readonly chunk: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    reserve: (count: number) => Promise<number[]>,
    chunk: number,
    now: () => number = Date.now,
    sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.reserve = reserve;
    this.chunk = chunk;
    this.now = now;
    this.sleep = sleep;
  }

  async take(): Promise<void> {
    for (;;) {
      const slot = this.#slots.shift();
      if (slot === undefined) {
        this.#refill ??= this.reserve(this.chunk)
          .then(async (slots) => {
            // In time order: a later reservation may hold an earlier point (one the other lane left).
            this.#slots.push(...slots);
            this.#slots.sort((a, b) => a - b);
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
