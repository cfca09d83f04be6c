import { SignJWT } from 'jose';

/** The Supabase CLI's well-known local JWT secret (loopback only, never used for a hosted project). */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const JWT_KEY = new TextEncoder().encode(JWT_SECRET);

/** Fixed issue and expiry times: HS256 is deterministic, so the keys print the same on every start. */
const KEY_IAT = 1_700_000_000; // 2023-11-14
const KEY_EXP = 2_000_000_000; // 2033-05-18

async function apiKey(role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(KEY_IAT)
    .setExpirationTime(KEY_EXP)
    .sign(JWT_KEY);
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function apiKeys(): Promise<ApiKeys> {
  return { anonKey: await apiKey('anon'), serviceRoleKey: await apiKey('service_role') };
}
