import type { SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig, type RuntimeConfig } from '../config';
import type { StaffDatabase } from './staff-database';

/** The staff client, typed with the generated schema (staff-database.ts): tables, views, RPC arguments and answers. */
export type StaffClient = SupabaseClient<StaffDatabase>;

/** Where supabase-js keeps the staff session (visitor-side spec, section 9: 'sb-auth-token'). */
export const AUTH_STORAGE_KEY = 'sb-auth-token';

/**
 * A supabase-js client for the dashboards: the signed-in staff session is persisted (localStorage in a browser,
 * memory in Node) and refreshed automatically. Public pages use src/public/rest.ts instead (no auth code).
 * supabase-js is imported here, when a client is first asked for: a signed-out visitor's sign-in form does not
 * download it (getSession answers from hasStoredSession), the sign-in submit does.
 */
export async function createStaffClient(
  config: RuntimeConfig,
  options: { storageKey?: string; persistSession?: boolean } = {},
): Promise<StaffClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient<StaffDatabase>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: options.persistSession ?? true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: options.storageKey ?? AUTH_STORAGE_KEY,
    },
  });
}

let client: { config: RuntimeConfig; supabase: Promise<StaffClient> } | null = null;

/** The one staff client for the runtime configuration (created on first use). */
export async function getSupabase(): Promise<StaffClient> {
  const config = await loadRuntimeConfig();
  if (!client || client.config !== config) client = { config, supabase: createStaffClient(config) };
  return client.supabase;
}
