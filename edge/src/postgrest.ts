// The one way the edge calls a database function: an RPC through PostgREST with the anon key (each function checks its
// own secret or token). A failure is a PostgrestError with the function's name, the HTTP status (0 when the database
// could not be reached) and the SQLSTATE; its message carries nothing else, so it can be logged (no secret, no token,
// no personal data). The server's own message (a refused input's Portuguese text) is kept apart, for the caller to
// answer with.

// Plain fields, not parameter properties: Node loads this file without a bundler (npm start's local SNS signer
// imports the SES webhook, which imports this), and Node's type stripping refuses parameter properties.
export class PostgrestError extends Error {
  readonly fn: string;
  /** HTTP status of the answer; 0 when the request failed (refused, timed out). */
  readonly status: number;
  /** The SQLSTATE PostgREST reports (e.g. 42501, 22023), or null. */
  readonly code: string | null;
  /** The server's message for a refused input; never part of `message`. */
  readonly serverMessage: string | null;
  constructor(fn: string, status: number, code: string | null, serverMessage: string | null = null) {
    super(`${fn}: ${status === 0 ? 'database unreachable' : `HTTP ${status}`}${code ? ` (${code})` : ''}`);
    this.name = 'PostgrestError';
    this.fn = fn;
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }

  /** Worth trying again later: the database was unreachable, failed, or asked to slow down. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

export interface PostgrestEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
}

/** One RPC through PostgREST with the anon key; its JSON answer, or a PostgrestError. */
export async function postgrestRpc<T>(
  env: PostgrestEnv,
  fn: string,
  body: Record<string, unknown>,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  options: { timeoutMs?: number } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(new URL(`/rest/v1/rpc/${fn}`, env.SUPABASE_URL), {
      method: 'POST',
      headers: {
        apikey: env.SUPABASE_ANON_KEY,
        authorization: `Bearer ${env.SUPABASE_ANON_KEY}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
  } catch {
    throw new PostgrestError(fn, 0, null);
  }
  if (!response.ok) {
    const detail = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new PostgrestError(fn, response.status, detail?.code ?? null, detail?.message ?? null);
  }
  return (await response.json()) as T;
}
