// The production signals' database secret locally (SIGNALS_SECRET of the edge worker; public.record_site_signals
// checks it, only its SHA-256 is in the database). A new one on every start: nothing outside the running site needs it.
// In production it is a Worker secret (`wrangler secret put SIGNALS_SECRET`) and its digest is stored once with
// public.set_site_signals_secret (README, "Production signals").
import { randomBytes } from 'node:crypto';

export function newSignalsSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores the secret's digest (public.set_site_signals_secret, callable only with the service-role key). */
export async function applySignalsSecret(supabaseUrl: string, serviceRoleKey: string, secret: string): Promise<void> {
  const response = await fetch(new URL('/rest/v1/rpc/set_site_signals_secret', supabaseUrl), {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: secret }),
  });
  if (!response.ok) throw new Error(`set_site_signals_secret: ${response.status} ${await response.text()}`);
}
