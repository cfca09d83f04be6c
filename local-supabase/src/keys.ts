import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

/**
 * The stack's JWT secret: random (384 bits), generated the first time a data folder is used and kept in it
 * (`jwt-secret`, readable by its owner only), so the keys stay the same across restarts of that folder and no two
 * folders share one. Anyone who knows it can mint a service_role token: it never leaves the machine.
 */
export const JWT_SECRET_FILE = 'jwt-secret';

export function loadJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function jwtKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Fixed issue and expiry times: HS256 is deterministic, so one secret always gives the same keys. */
const KEY_IAT = 1_700_000_000; // 2023-11-14
const KEY_EXP = 2_000_000_000; // 2033-05-18

async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(KEY_IAT)
    .setExpirationTime(KEY_EXP)
    .sign(jwtKey(secret));
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function apiKeys(secret: string): Promise<ApiKeys> {
  return { anonKey: await apiKey(secret, 'anon'), serviceRoleKey: await apiKey(secret, 'service_role') };
}
