import { createServer, type Server } from 'node:net';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPortFree, findFreePortBlock } from './ports.ts';
import { JWT_SECRET_FILE, jwtKey } from './keys.ts';
import { corsOriginsFromEnv, STACK_PORT_BLOCK, startLocalSupabase, type LocalSupabase } from './stack.ts';
import { addUser } from './users.ts';
import { NOTES_MIGRATION, tempProject } from './stack.test-helper.ts';

const project = tempProject({ '20250101000000_notes.sql': NOTES_MIGRATION });
const seedFile = path.join(project.dir, 'seed.sql');
writeFileSync(seedFile, `insert into public.notes (body) values ('primeira nota'), ('segunda nota');`);

const STAFF = { email: 'Equipe@Example.test', password: 'staff-password-1' };
let stack: LocalSupabase;
let port: number;

beforeAll(async () => {
  port = await findFreePortBlock(STACK_PORT_BLOCK);
  stack = await startLocalSupabase({
    port,
    dataDir: path.join(project.dir, 'data'),
    fresh: true,
    migrationsDir: project.migrationsDir,
    seedFile,
    log: () => undefined,
  });
  await addUser(stack.databaseUrl, { ...STAFF, staff: true });
});

afterAll(async () => {
  await stack?.stop();
  project.cleanup();
});

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email: string; aud: string; role: string };
}

function authFetch(pathAndQuery: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return fetch(`${stack.url}/auth/v1${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function signIn(password = STAFF.password): Promise<Response> {
  return authFetch('/token?grant_type=password', { method: 'POST', body: { email: 'equipe@example.test', password } });
}

describe('local Supabase stack', () => {
  it('signs its keys with a random secret of its own data folder (owner-only file), not a well-known one', async () => {
    const { payload } = await jwtVerify(stack.anonKey, jwtKey(stack.jwtSecret), { algorithms: ['HS256'] });
    expect(payload).toEqual({ iss: 'supabase', role: 'anon', iat: 1_700_000_000, exp: 2_000_000_000 });
    expect(stack.jwtSecret).not.toBe('super-secret-jwt-token-with-at-least-32-characters-long');
    expect(stack.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(statSync(path.join(project.dir, 'data', JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(stack.url).toBe(`http://127.0.0.1:${port}`);
  });

  it('refuses a service_role token signed with the Supabase CLI demo secret', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(jwtKey('super-secret-jwt-token-with-at-least-32-characters-long'));
    const response = await fetch(`${stack.url}/rest/v1/notes`, {
      headers: { apikey: forged, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('passes the socket peer as the client address, never an address header the caller sent', async () => {
    const rpc = await fetch(`${stack.url}/rest/v1/rpc/whoami`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.66',
        'x-real-ip': '203.0.113.67',
        'cf-connecting-ip': '203.0.113.68',
      },
      body: '{}',
    });
    expect(await rpc.json()).toEqual({ role: 'anon', uid: null, ip: '127.0.0.1', cf: null });
  });

  it('answers CORS only for the site’s own (loopback) origins', async () => {
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
    const evil = await fetch(`${stack.url}/rest/v1/notes?select=body`, {
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${stack.url}/rest/v1/notes`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const local = await fetch(`${stack.url}/rest/v1/notes?select=body`, {
      headers: { ...headers, origin: 'http://localhost:4310' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4310');
    expect(
      corsOriginsFromEnv({ LOCAL_SUPABASE_CORS_ORIGINS: ' https://funil.example/, https://www.funil.example ' }),
    ).toEqual(['https://funil.example', 'https://www.funil.example']);
    expect(corsOriginsFromEnv({})).toBeUndefined();
  });

  it('proxies /rest/v1 to PostgREST with the anon key (RLS applies, Content-Range exposed)', async () => {
    const anon = await fetch(`${stack.url}/rest/v1/notes?select=body`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        prefer: 'count=exact',
        origin: 'http://127.0.0.1:4173',
      },
    });
    expect(anon.status).toBe(200);
    expect(await anon.json()).toEqual([]); // RLS: notes are for signed-in users only
    expect(anon.headers.get('content-range')).toBe('*/0');
    expect(anon.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(anon.headers.get('access-control-expose-headers')).toContain('Content-Range');

    const rpc = await fetch(`${stack.url}/rest/v1/rpc/whoami`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await rpc.json()).toEqual({ role: 'anon', uid: null, ip: '127.0.0.1', cf: null });
  });

  it('refuses REST calls without a known API key, like the hosted gateway', async () => {
    const missing = await fetch(`${stack.url}/rest/v1/notes`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await fetch(`${stack.url}/rest/v1/notes`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
  });

  it('answers a browser preflight with the requested headers', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/whoami`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, prefer, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, content-type, prefer, x-client-info',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('signs in with e-mail and password and issues a JWT PostgREST accepts', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    const session = (await response.json()) as TokenResponse;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.user.email).toBe('equipe@example.test');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'equipe@example.test',
    });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    const notes = await fetch(`${stack.url}/rest/v1/notes?select=body&order=id`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(await notes.json()).toEqual([{ body: 'primeira nota' }, { body: 'segunda nota' }]);
  });

  it('rejects a wrong password with GoTrue’s 400 invalid credentials error', async () => {
    const response = await signIn('wrong-password');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      error: 'invalid_grant',
      error_description: 'Invalid login credentials',
    });
    const unknown = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: { email: 'nobody@example.test', password: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('does the same bcrypt work for an unknown e-mail as for a wrong password', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      await authFetch('/token?grant_type=password', {
        method: 'POST',
        body: { email: 'ninguem@example.test', password: 'x' },
      });
      expect(compare).toHaveBeenCalledTimes(1);
      await authFetch('/token?grant_type=password', {
        method: 'POST',
        body: { email: 'equipe@example.test', password: 'x' },
      });
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      compare.mockRestore();
    }
    expect((await signIn()).status).toBe(200); // a success clears the e-mail's failures
  });

  it('throttles repeated failures for one e-mail with GoTrue’s 429, even for the right password', async () => {
    await addUser(stack.databaseUrl, { email: 'alvo@example.test', password: 'senha-certa-1', staff: false });
    const attempt = (password: string) =>
      authFetch('/token?grant_type=password', { method: 'POST', body: { email: 'alvo@example.test', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`errada-${i}`)).status).toBe(400);
    const blocked = await attempt('senha-certa-1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
    // Other people are not affected.
    expect((await signIn()).status).toBe(200);
  });

  it('rotates refresh tokens and refuses a used one', async () => {
    const first = (await (await signIn()).json()) as TokenResponse;
    const refresh = (token: string) =>
      authFetch('/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: token } });

    const second = (await (await refresh(first.refresh_token)).json()) as TokenResponse;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);
    // Within GoTrue's reuse interval the rotated token answers with its live successor (two tabs at once)...
    const again = (await (await refresh(first.refresh_token)).json()) as TokenResponse;
    expect(again.refresh_token).toBe(second.refresh_token);
    // ...but once that successor is rotated too, the first token is spent.
    const third = (await (await refresh(second.refresh_token)).json()) as TokenResponse;
    expect(third.refresh_token).not.toBe(second.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // Reuse means the token leaked: the whole session is revoked, its live token and access token included.
    const live = await refresh(third.refresh_token);
    expect(live.status).toBe(400);
    expect(await live.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await authFetch('/user', { token: third.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    const unknown = await refresh('not-a-token');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('returns the user for a valid access token and ends the session on logout', async () => {
    const session = (await (await signIn()).json()) as TokenResponse;
    const user = await authFetch('/user', { token: session.access_token });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({
      id: session.user.id,
      email: 'equipe@example.test',
      aud: 'authenticated',
    });

    expect((await authFetch('/user')).status).toBe(401);
    expect((await authFetch('/user', { token: stack.anonKey })).status).toBe(403);

    const logout = await authFetch('/logout?scope=local', { method: 'POST', token: session.access_token });
    expect(logout.status).toBe(204);
    const after = await authFetch('/user', { token: session.access_token });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
    const refreshed = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(400);
  });

  it('works with @supabase/supabase-js: sign in, read under RLS, get user, sign out', async () => {
    const supabase = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await supabase.auth.signInWithPassword({ email: STAFF.email, password: STAFF.password });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('equipe@example.test');

    const notes = await supabase.from('notes').select('body', { count: 'exact' }).order('id');
    expect(notes.error).toBeNull();
    expect(notes.count).toBe(2);
    expect(notes.data).toEqual([{ body: 'primeira nota' }, { body: 'segunda nota' }]);

    const who = await supabase.rpc('whoami');
    expect(who.data).toMatchObject({ role: 'authenticated', uid: data.session?.user.id });

    const fetched = await supabase.auth.getUser();
    expect(fetched.data.user?.id).toBe(data.session?.user.id);
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session?.refresh_token);

    expect((await supabase.auth.signOut()).error).toBeNull();
    const wrong = await supabase.auth.signInWithPassword({ email: STAFF.email, password: 'errada' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('addUser is idempotent: a second call resets the password and keeps the id', async () => {
    const before = await addUser(stack.databaseUrl, {
      email: 'pessoa@example.test',
      password: 'primeira-senha',
      staff: false,
    });
    const after = await addUser(stack.databaseUrl, {
      email: 'PESSOA@example.test',
      password: 'segunda-senha',
      staff: true,
    });
    expect(after).toBe(before);
    const response = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: { email: 'pessoa@example.test', password: 'segunda-senha' },
    });
    expect(response.status).toBe(200);
  });
});

describe('per data folder keys, CORS list and address throttling', () => {
  it('keeps the keys across restarts of a data folder, and another folder has others; a configured origin list is exact', async () => {
    const other = tempProject({ '20250101000000_notes.sql': NOTES_MIGRATION });
    const dataDir = path.join(other.dir, 'data');
    const otherSeed = path.join(other.dir, 'seed.sql');
    writeFileSync(otherSeed, 'select 1;');
    const base = await findFreePortBlock(STACK_PORT_BLOCK);
    const start = (fresh: boolean) =>
      startLocalSupabase({
        port: base,
        dataDir,
        fresh,
        migrationsDir: other.migrationsDir,
        seedFile: otherSeed,
        corsOrigins: ['https://funil.example'],
        authLimits: { failuresPerEmail: 100, failuresPerAddress: 3, windowMs: 60_000 },
        log: () => undefined,
      });
    try {
      const first = await start(true);
      const firstKeys = [first.anonKey, first.serviceRoleKey];
      await first.stop();
      const second = await start(false);
      try {
        expect([second.anonKey, second.serviceRoleKey]).toEqual(firstKeys);
        expect(second.anonKey).not.toBe(stack.anonKey);
        // The main stack's key means nothing here.
        expect((await fetch(`${second.url}/rest/v1/notes`, { headers: { apikey: stack.anonKey } })).status).toBe(401);

        const allowed = await fetch(`${second.url}/auth/v1/health`, { headers: { origin: 'https://funil.example' } });
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://funil.example');
        const loopback = await fetch(`${second.url}/auth/v1/health`, { headers: { origin: 'http://127.0.0.1:4173' } });
        expect(loopback.headers.get('access-control-allow-origin')).toBeNull();

        // Failures from one address, whatever the e-mail, are throttled too.
        const attempt = (email: string) =>
          fetch(`${second.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: second.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'x' }),
          });
        for (const email of ['a@example.test', 'b@example.test', 'c@example.test'])
          expect((await attempt(email)).status).toBe(400);
        const blocked = await attempt('d@example.test');
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toMatchObject({ code: 'over_request_rate_limit' });
      } finally {
        await second.stop();
      }
    } finally {
      other.cleanup();
    }
  });
});

describe('start failures leave nothing running', () => {
  it('reports a taken port clearly and starts nothing', async () => {
    const base = await findFreePortBlock(STACK_PORT_BLOCK);
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(base + 2, '127.0.0.1', resolve));
    try {
      const other = tempProject({});
      await expect(
        startLocalSupabase({
          port: base,
          dataDir: path.join(other.dir, 'data'),
          fresh: true,
          migrationsDir: other.migrationsDir,
          log: () => undefined,
        }),
      ).rejects.toThrow(`Port ${base + 2} (PostgREST) is already in use on 127.0.0.1`);
      expect(await isPortFree(base + 1)).toBe(true);
      other.cleanup();
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('stops PostgreSQL again when a migration fails, naming the file', async () => {
    const base = await findFreePortBlock(STACK_PORT_BLOCK);
    const broken = tempProject({ '20250101000000_broken.sql': 'create tabel oops (id int);' });
    try {
      await expect(
        startLocalSupabase({
          port: base,
          dataDir: path.join(broken.dir, 'data'),
          fresh: true,
          migrationsDir: broken.migrationsDir,
          log: () => undefined,
        }),
      ).rejects.toThrow(/migration 20250101000000_broken\.sql failed:\nsyntax error at or near "tabel" \(line 1\)/);
      for (const offset of [0, 1, 2, 3]) expect(await isPortFree(base + offset)).toBe(true);
    } finally {
      broken.cleanup();
    }
  });
});
