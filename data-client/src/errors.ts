/**
 * Errors the data-client throws: a DataError with a KIND a screen branches on, never a text to show. The texts live with
 * the screens that show them (or in src/error-text.ts when several remotes show the same one).
 * The one exception is an input the server rejected ('invalid'): its text is the validation message of the rule that
 * refused it, which the server owns (the SQL functions raise it with SQLSTATE 22023, e.g.
 * private.invalid('E-mail inválido.')), and `validation` carries it as is; a screen may show it (the spec's copy is
 * that text) or its own text. An input data-client refuses itself before calling (`refuse`) carries a `reason`
 * instead, which the screen words (docs/contracts.md, "data-client").
 * Raw database codes (23505 and friends) never reach a visitor.
 */
export type DataErrorKind =
  /** The input was refused (errcode 22023, or the same rule checked before the call): see `validation`. */
  | 'invalid'
  /** No connection to the server (fetch failed, offline, CORS). */
  | 'network'
  /** The thing asked for does not exist (unknown token, no current launch). */
  | 'not_found'
  /** Not allowed (RLS, missing grant, expired session). */
  | 'forbidden'
  /** Sign-in refused: wrong e-mail or password. */
  | 'auth'
  /** Sign-in refused: the e-mail is not confirmed yet. */
  | 'unconfirmed'
  /** Too many attempts (HTTP 429, SQLSTATE PT429 from the public functions' abuse limits, or the auth server's). */
  | 'rate_limited'
  /** Anything else. */
  | 'unknown';

/**
 * Why data-client refused an input before calling the server (an 'invalid' DataError's `reason`); the screen that can
 * meet it says it in its own words.
 */
export type InvalidReason =
  /** A bulk action with no row selected. */
  | 'no_selection'
  /** More rows than one request takes. */
  | 'too_many'
  /** An import with no row. */
  | 'no_rows'
  /** A data-subject search with neither an e-mail nor a phone number (with its area code). */
  | 'no_identifier'
  /** A purchase lead named by an empty e-mail. */
  | 'no_email'
  /** A number outside its allowed range (the holdout's share, a recovery e-mail's delay). */
  | 'out_of_range'
  /**
   * An argument no screen can produce (an id that is not a positive integer, a value outside its union type): a
   * programming error, worded by the screen's generic failure text.
   */
  | 'bad_argument';

export interface DataErrorOptions {
  cause?: unknown;
  sourceCode?: string;
  /** For an input data-client refused itself (see `refuse`). */
  reason?: InvalidReason;
}

export class DataError extends Error {
  override readonly name = 'DataError';
  readonly kind: DataErrorKind;
  /** The original error code from PostgreSQL / PostgREST / auth, for logs only. */
  readonly sourceCode: string | undefined;
  /** Why data-client refused the input before the call ('invalid' only); undefined when the server refused it. */
  readonly reason: InvalidReason | undefined;

  /**
   * `message`: for an 'invalid' error without a `reason`, the server's validation message of the refusing rule (shown
   * as is by the screens that choose to); otherwise what failed, in English or Portuguese, for logs (never shown).
   */
  constructor(message: string, kind: DataErrorKind, options: DataErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.sourceCode = options.sourceCode;
    this.reason = kind === 'invalid' ? options.reason : undefined;
  }

  /** The server-owned validation message of an 'invalid' error, else null (also for data-client's own refusals). */
  get validation(): string | null {
    return this.kind === 'invalid' && this.reason === undefined && this.message !== '' ? this.message : null;
  }
}

/**
 * An input data-client refuses before calling the server: an 'invalid' DataError with a `reason` the screen words and
 * `logMessage` (what was wrong, for logs, never shown).
 */
export function refuse(reason: InvalidReason, logMessage: string): DataError {
  return new DataError(logMessage, 'invalid', { reason });
}

/** Refuses an id that is not a positive integer (`what` names it in the log message): a programming error. */
export function checkId(id: number, what: string): void {
  if (!Number.isInteger(id) || id < 1) throw refuse('bad_argument', `${what} must be a positive integer, got ${id}`);
}

/** The error object postgrest-js returns ({ message, details, hint, code }), possibly with the HTTP status. */
export interface PostgrestLikeError {
  message?: string;
  details?: string | null;
  hint?: string | null;
  code?: string;
}

/** SQLSTATE raised by the public functions for input they reject (docs/contracts.md). */
export const INVALID_INPUT_SQLSTATE = '22023';

/** SQLSTATE of the public functions' abuse limits; PostgREST answers it with HTTP 429 (docs/contracts.md). */
export const RATE_LIMITED_SQLSTATE = 'PT429';

const FORBIDDEN_CODES = new Set(['42501', 'PGRST301', 'PGRST302', 'PGRST303']);
const NOT_FOUND_CODES = new Set(['PGRST116']);

/** True for a failure to reach the server (fetch threw), as postgrest-js reports it (no code, no status). */
export function isNetworkError(error: unknown, status?: number): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { message, code, name } = error as { message?: unknown; code?: unknown; name?: unknown };
  if (name === 'AuthRetryableFetchError') return true;
  // postgrest-js answers a fetch that threw with status 0 (a real HTTP answer never has it).
  if (status === 0) return true;
  if (typeof code === 'string' && /^(ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|UND_ERR)/.test(code)) return true;
  if (typeof message === 'string' && (code === undefined || code === '')) {
    return /(^TypeError|Failed to fetch|fetch failed|NetworkError|Load failed|ECONNREFUSED|ENOTFOUND|ERR_NETWORK)/i.test(
      message,
    );
  }
  return false;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message.trim();
  }
  return '';
}

export interface MapErrorOptions {
  /** The HTTP status postgrest-js returned alongside the error. */
  status?: number;
}

/**
 * Maps a PostgreSQL / PostgREST / fetch error to a DataError of a kind:
 * - 22023 (the functions' validation) -> 'invalid', with the function's own Portuguese message as `validation`;
 * - PT429 / HTTP 429 (abuse limits) -> 'rate_limited'; network failures -> 'network';
 * - 42501 / JWT errors -> 'forbidden'; PGRST116 -> 'not_found'; anything else (23505 included) -> 'unknown'.
 * `context` says what failed (for logs).
 */
export function toDataError(error: unknown, options: MapErrorOptions = {}, context = 'erro no servidor'): DataError {
  if (error instanceof DataError) return error;
  const code = errorCode(error);
  const sourceCode = code;
  if (code === INVALID_INPUT_SQLSTATE) {
    const message = errorMessage(error);
    return new DataError(message !== '' ? message : context, message !== '' ? 'invalid' : 'unknown', {
      cause: error,
      sourceCode,
    });
  }
  if (code === RATE_LIMITED_SQLSTATE || options.status === 429) {
    return new DataError(context, 'rate_limited', { cause: error, sourceCode });
  }
  if (isNetworkError(error, options.status)) return new DataError(context, 'network', { cause: error, sourceCode });
  if (code !== undefined && FORBIDDEN_CODES.has(code)) {
    return new DataError(context, 'forbidden', { cause: error, sourceCode });
  }
  if (code !== undefined && NOT_FOUND_CODES.has(code)) {
    return new DataError(context, 'not_found', { cause: error, sourceCode });
  }
  return new DataError(context, 'unknown', { cause: error, sourceCode });
}

/** Logs a database error in Portuguese (spec: 'Database errors are logged with Portuguese messages and rethrown'). */
export function logDataError(context: string, error: unknown): void {
  console.error(`[data-client] ${context}`, error);
}

/** Maps, logs and returns the error, so a service can `throw fail('...', error, { status })`. */
export function fail(context: string, error: unknown, options: MapErrorOptions = {}): DataError {
  logDataError(context, error);
  return toDataError(error, options, context);
}
