// Per-client limit of POST /signals, without storing who the client is: the key is a SHA-256 of the client address
// with a salt that is random, lives only in this isolate's memory and changes every UTC day (the way privacy-friendly
// analytics count visitors), and the counts are fixed one-minute windows in memory. Nothing is written anywhere; a
// Worker isolate restarts often, so this limits floods, not a patient abuser (production adds Cloudflare's rate
// limiting rules in front of /signals: README).
const encoder = new TextEncoder();

export interface RateLimiterOptions {
  /** Requests per client per window (default 30: a page view sends one beacon, reports come in handfuls). */
  limit?: number;
  windowMs?: number;
  /** Clients kept in memory before the table is cleared (a flood of addresses cannot grow it without bound). */
  maxClients?: number;
  now?: () => number;
}

export class RateLimiter {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;
  private salt: { day: number; value: string } | null = null;
  private counts = new Map<string, { window: number; count: number }>();

  constructor(options: RateLimiterOptions = {}) {
    this.limit = options.limit ?? 30;
    this.windowMs = options.windowMs ?? 60_000;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The client's key today: a salted hash, never the address. */
  async clientKey(address: string): Promise<string> {
    const day = Math.floor(this.now() / 86_400_000);
    if (!this.salt || this.salt.day !== day) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      this.salt = { day, value: [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('') };
      this.counts.clear();
    }
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${this.salt.value}|${address}`)));
    return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  /** true when the client may send one more request now (and counts it). */
  async allow(address: string): Promise<boolean> {
    const key = await this.clientKey(address);
    const window = Math.floor(this.now() / this.windowMs);
    const entry = this.counts.get(key);
    if (!entry || entry.window !== window) {
      if (this.counts.size >= this.maxClients) this.counts.clear();
      this.counts.set(key, { window, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }
}
