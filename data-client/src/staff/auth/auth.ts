import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { DataError, fail, isNetworkError, logDataError } from '../../errors';
import { AUTH_STORAGE_KEY, getSupabase } from '../supabase';
import { normalizeEmail } from '@funil/text/email';

export interface StaffSession {
  userId: string;
  email: string | null;
  accessToken: string;
  /** Seconds since epoch, when known. */
  expiresAt: number | null;
}

export function toStaffSession(session: Session): StaffSession {
  return {
    userId: session.user.id,
    email: session.user.email ?? null,
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? null,
  };
}

/** Maps a supabase-js auth error to a DataError kind (the sign-in form words each). */
export function toSignInError(error: unknown): DataError {
  if (isNetworkError(error)) return new DataError('erro ao entrar: sem conexão', 'network', { cause: error });
  const { code, status, message } = (error ?? {}) as { code?: unknown; status?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  const sourceCode = typeof code === 'string' ? code : undefined;
  if (
    code === 'invalid_credentials' ||
    /invalid (login )?credentials|invalid grant/i.test(text) ||
    (status === 400 && code === undefined)
  ) {
    return new DataError('erro ao entrar: credenciais inválidas', 'auth', { cause: error, sourceCode });
  }
  if (code === 'email_not_confirmed')
    return new DataError('erro ao entrar: e-mail não confirmado', 'unconfirmed', { cause: error, sourceCode });
  if (status === 429 || code === 'over_request_rate_limit')
    return new DataError('erro ao entrar: muitas tentativas', 'rate_limited', { cause: error, sourceCode });
  return new DataError('erro ao entrar', 'unknown', { cause: error, sourceCode });
}

/** Signs in with e-mail and password. Wrong credentials: a DataError of kind 'auth'. */
export async function signIn(email: string, password: string): Promise<StaffSession> {
  const supabase = await getSupabase();
  let result;
  try {
    result = await supabase.auth.signInWithPassword({ email: normalizeEmail(email), password });
  } catch (error) {
    logDataError('erro ao entrar', error);
    throw toSignInError(error);
  }
  const { data, error } = result;
  if (error || !data.session) {
    logDataError('erro ao entrar', error);
    throw toSignInError(error);
  }
  return toStaffSession(data.session);
}

/** Signs out (the local session is dropped even when the server cannot be reached). */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) {
    logDataError('erro ao sair', error);
    const { error: localError } = await supabase.auth.signOut({ scope: 'local' });
    if (localError) throw new DataError('erro ao sair', 'unknown', { cause: error });
  }
}

/**
 * The current session, or null when nobody is signed in. Without a stored session the answer is null at once, without
 * loading the auth client (supabase-js reads the same stored token): a signed-out visitor never downloads it.
 */
export async function getSession(): Promise<StaffSession | null> {
  if (noStoredSessionInBrowser()) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) {
    logDataError('erro ao ler a sessão', error);
    return null;
  }
  return data.session ? toStaffSession(data.session) : null;
}

/** Calls cb on every sign-in, sign-out and token refresh. Returns the unsubscribe function. */
export async function onAuthChange(
  cb: (session: StaffSession | null, event: AuthChangeEvent) => void,
): Promise<() => void> {
  const supabase = await getSupabase();
  const { data } = supabase.auth.onAuthStateChange((event, session) =>
    cb(session ? toStaffSession(session) : null, event),
  );
  return () => data.subscription.unsubscribe();
}

/** True when the signed-in user is staff (public.is_staff over RPC); false when nobody is signed in. */
export async function isCurrentUserStaff(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data: sessionData } = await supabase.auth.getSession();
  if (!sessionData.session) return false;
  const { data, error, status } = await supabase.rpc('is_staff');
  if (error) throw fail('erro ao verificar acesso da equipe', error, { status });
  return data === true;
}

/**
 * Whether this browser holds a stored staff session (supabase-js' token in localStorage), read synchronously without
 * loading the auth client: a page can draw the sign-in form at once when there is none. False where there is no
 * storage (the build-time pre-render in Node). Not a check of the session's validity: getSession() is.
 */
export function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** A browser (where supabase-js keeps the session in localStorage) that holds no stored staff session. */
function noStoredSessionInBrowser(): boolean {
  return typeof window !== 'undefined' && typeof localStorage !== 'undefined' && !hasStoredSession();
}

/**
 * Calls cb when another tab stores or drops the staff session (the browser's storage event), without loading the auth
 * client: what a signed-out page listens to (onAuthChange, which loads supabase-js, once a session is stored).
 * Returns the unsubscribe function.
 */
export function onStoredSessionChange(cb: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) cb();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
