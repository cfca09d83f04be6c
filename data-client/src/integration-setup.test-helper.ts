import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from './config';
import { DataError } from './errors';

/** Environment set by `node scripts/with-local-supabase.ts -- ...` (docs/contracts.md). */
function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} não definido: rode os testes de integração com ` +
        '`node scripts/with-local-supabase.ts -- pnpm --filter @funil/data-client test:integration`',
    );
  }
  return value;
}

export const config: RuntimeConfig = { supabaseUrl: env('SUPABASE_URL'), supabaseAnonKey: env('SUPABASE_ANON_KEY') };
export const STAFF = { email: env('STAFF_EMAIL'), password: env('STAFF_PASSWORD') };
export const NONSTAFF = { email: env('NONSTAFF_EMAIL'), password: env('NONSTAFF_PASSWORD') };

/** Points the service functions (src/public/*, src/staff/*) at the local stack. */
export function useLocalSupabase(): void {
  setRuntimeConfig(config);
}

export function anonClient(): SupabaseClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The service role (bypasses RLS and column grants): only to check what the functions stored. */
export function serviceClient(): SupabaseClient {
  return createClient(config.supabaseUrl, env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The unsubscribe token of a lead, as staff read it for the mailing (public.lead_unsubscribe_tokens). */
export async function unsubscribeTokenOf(staff: SupabaseClient, email: string, lancamento = 2): Promise<string> {
  const { data, error } = await staff.rpc('lead_unsubscribe_tokens', { p_lancamento: lancamento });
  if (error) throw new Error(`lead_unsubscribe_tokens: ${error.message}`);
  const row = (data as { email: string; unsubscribe_token: string }[]).find((lead) => lead.email === email);
  if (!row) throw new Error(`sem token de descadastro para ${email}`);
  return row.unsubscribe_token;
}

export async function signedInClient(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw new Error(`login de ${user.email} falhou: ${error.message}`);
  return client;
}

let counter = 0;
/** A fresh e-mail per call (the stack is throwaway, but tests in one run must not collide). */
export function uniqueEmail(prefix = 'lead'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
}

/** URL-safe and >= 22 characters (>= 128 random bits in base64url). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,}$/;

/**
 * Expects a DataError of this kind; for 'invalid', carrying exactly this Portuguese validation message (the server's),
 * never a database code or English text.
 */
export async function expectRejection(
  promise: Promise<unknown>,
  message: string | null,
  kind: DataError['kind'] = 'invalid',
): Promise<void> {
  let caught: unknown = null;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `esperava a rejeição "${message}"`).toBeInstanceOf(DataError);
  const error = caught as DataError;
  expect(error.kind).toBe(kind);
  expect(error.validation).toBe(kind === 'invalid' ? message : null);
  expect(error.message).not.toMatch(/23505|duplicate key|violates|permission denied/i);
}
