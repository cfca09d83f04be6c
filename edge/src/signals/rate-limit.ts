// Per-client limit of POST /signals: the platform's, not this isolate's memory. On Cloudflare the Workers Rate Limiting
// binding SIGNALS_RATE_LIMITER (wrangler.jsonc "ratelimits": 30 requests per client and minute, counted by Cloudflare
// for the whole location, whichever isolate answers); locally miniflare runs the same binding on workerd
// (edge/local/edge-server.ts). The key is not the address: an HMAC-SHA-256 of the UTC day and the address under the
// worker's secret, so the limiter never holds an address and the key changes every day, and every isolate computes
// the same key for the same client.
const encoder = new TextEncoder();

const keys = new Map<string, Promise<CryptoKey>>();

/** The client's key today: hex of HMAC(secret, "signals-rate|<day>|<address>"), 24 digits; never the address. */
export async function clientKey(address: string, secret: string, now = Date.now()): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(`signals-rate|${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, key);
  }
  const day = Math.floor(now / 86_400_000);
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(`${day}|${address}`)));
  return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** true when the client may send one more request now (the binding counts it). */
export async function allowClient(limiter: RateLimit, address: string, secret: string): Promise<boolean> {
  const { success } = await limiter.limit({ key: await clientKey(address, secret) });
  return success;
}
