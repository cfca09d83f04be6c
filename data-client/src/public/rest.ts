import { PostgrestClient } from '@supabase/postgrest-js';
import { loadRuntimeConfig, type RuntimeConfig } from '../config';
import type { Database } from '../database.types';

/**
 * The public pages' client: PostgREST only (no auth code in the landing bundle), authenticated with the anon key.
 * Anonymous visitors reach lessons, routes, launches and the public RPC functions, nothing else (RLS).
 */
export type PublicRest = PostgrestClient<Database>;

export function createPublicRest(config: RuntimeConfig, fetchImpl?: typeof fetch): PublicRest {
  return new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

let client: { config: RuntimeConfig; rest: PublicRest } | null = null;

/** One client per runtime configuration (created on first use). */
export async function getPublicRest(): Promise<PublicRest> {
  const config = await loadRuntimeConfig();
  if (!client || client.config !== config) client = { config, rest: createPublicRest(config) };
  return client.rest;
}
