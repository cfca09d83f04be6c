/**
 * Errors the data-client throws: always a DataError with a Portuguese message a page can show as is, and a code a
 * page can branch on. Raw database codes (23505 and friends) never reach a visitor.
 */
export type DataErrorCode =
  /** The server rejected the input (errcode 22023); the message is the function's own Portuguese text. */
  | 'invalid_input'
  /** No connection to the server (fetch failed, offline, CORS). */
  | 'network'
  /** The thing asked for does not exist (unknown token, no current launch). */
  | 'not_found'
  /** Not allowed (RLS, missing grant, expired session). */
  | 'forbidden'
  /** Sign-in failed (wrong e-mail or password). */
  | 'auth'
  /** Too many attempts (HTTP 429, SQLSTATE PT429 from the public functions' abuse limits). */
  | 'rate_limited'
  /** Anything else. */
  | 'unknown';

export class DataError extends Error {
  override readonly name = 'DataError';
  readonly code: DataErrorCode;
  /** The original error code from PostgreSQL / PostgREST / auth, for logs only. */
  readonly sourceCode: string | undefined;

  constructor(message: string, code: DataErrorCode, options: { cause?: unknown; sourceCode?: string } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.sourceCode = options.sourceCode;
  }
}

/** The error object postgrest-js returns ({ message, details, hint, code }), possibly with the HTTP status. */
export interface PostgrestLikeError {
  message?: string;
  details?: string | null;
  hint?: string | null;
  code?: string;
}

/** Messages of the spec (visitor-side spec, section 8) and the generic ones we chose where the spec has none. */
export const MESSAGES = {
  registrationFailed: 'Ocorreu um erro ao realizar sua inscrição. Por favor, tente novamente.',
  surveyCheck: 'Erro ao verificar sua inscrição: {detail}',
  surveySave: 'Erro ao salvar suas respostas: {detail}',
  surveyFallback: 'Erro ao processar o formulário',
  lessonsFailed: 'Erro ao carregar as aulas. Por favor, tente novamente.',
  purchaseFailed: 'Erro ao salvar dados. Tente novamente.',
  unsubscribeNoHash: 'Link inválido. Parâmetro de identificação não encontrado.',
  unsubscribeNotFound: 'Link inválido ou expirado. Não foi possível encontrar sua inscrição.',
  unsubscribeValidateFailed: 'Erro ao validar o link. Tente novamente mais tarde.',
  unsubscribeAlreadyCancelled: 'Esta inscrição já foi cancelada anteriormente.',
  unsubscribeInternal: 'Erro interno. Tente novamente mais tarde.',
  unsubscribeCancelFailed: 'Erro ao cancelar inscrição. Tente novamente mais tarde.',
  // Worded by issue 15 (the public functions' abuse limits, HTTP 429):
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  // Not worded by the spec (chosen here):
  waitlistFailed: 'Ocorreu um erro ao ativar o lembrete. Por favor, tente novamente.',
  routesFailed: 'Erro ao carregar as rotas.',
  launchFailed: 'Erro ao carregar os dados do lançamento.',
  launchNotFound: 'Lançamento não encontrado.',
  networkDetail: 'sem conexão com o servidor',
  unknownDetail: 'erro inesperado',
  forbidden: 'Acesso negado.',
  staffFailed: 'Erro ao carregar dados. Tente novamente.',
  signInInvalid: 'E-mail ou senha inválidos.',
  signInNetwork: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  signInFailed: 'Erro ao entrar. Tente novamente mais tarde.',
  signInUnconfirmed: 'Seu e-mail ainda não foi confirmado.',
  signInRateLimited: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  signOutFailed: 'Erro ao sair. Tente novamente.',
} as const;

/**
 * The message a public form shows for a failed submit: the abuse limits' own 'Muitas tentativas. ...' (HTTP 429),
 * else the form's generic message. What was typed stays in the form either way.
 */
export function submitFailureMessage(error: unknown, fallback: string): string {
  return error instanceof DataError && error.code === 'rate_limited' ? error.message : fallback;
}

/** Replaces {detail} in one of the spec's templates. */
export function withDetail(template: string, detail: string): string {
  return template.replace('{detail}', detail);
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
  /** Shown for anything that is not the function's own validation message (the spec's generic message). */
  fallback: string;
  /** Shown for a network failure; defaults to the fallback. */
  network?: string;
  /** Shown when the server says 'not found' (PGRST116); defaults to the fallback. */
  notFound?: string;
  /** The HTTP status postgrest-js returned alongside the error. */
  status?: number;
}

/**
 * Maps a PostgreSQL / PostgREST / fetch error to a DataError:
 * - 22023 (the public functions' validation) -> its message as is, code invalid_input;
 * - PT429 / HTTP 429 (abuse limits) -> 'Muitas tentativas. ...', code rate_limited;
 * - network failures -> options.network ?? fallback, code network;
 * - 42501 / JWT errors -> fallback, code forbidden; PGRST116 -> notFound ?? fallback, code not_found;
 * - anything else (23505 included) -> fallback, code unknown.
 */
export function toDataError(error: unknown, options: MapErrorOptions): DataError {
  if (error instanceof DataError) return error;
  const code = errorCode(error);
  const sourceCode = code;
  if (code === INVALID_INPUT_SQLSTATE) {
    const message = errorMessage(error);
    return new DataError(message !== '' ? message : options.fallback, 'invalid_input', { cause: error, sourceCode });
  }
  if (code === RATE_LIMITED_SQLSTATE || options.status === 429) {
    return new DataError(MESSAGES.tooManyAttempts, 'rate_limited', { cause: error, sourceCode });
  }
  if (isNetworkError(error, options.status)) {
    return new DataError(options.network ?? options.fallback, 'network', { cause: error, sourceCode });
  }
  if (code !== undefined && FORBIDDEN_CODES.has(code)) {
    return new DataError(options.fallback, 'forbidden', { cause: error, sourceCode });
  }
  if (code !== undefined && NOT_FOUND_CODES.has(code)) {
    return new DataError(options.notFound ?? options.fallback, 'not_found', { cause: error, sourceCode });
  }
  return new DataError(options.fallback, 'unknown', { cause: error, sourceCode });
}

/** Logs a database error in Portuguese (spec: 'Database errors are logged with Portuguese messages and rethrown'). */
export function logDataError(context: string, error: unknown): void {
  console.error(`[data-client] ${context}`, error);
}

/** Maps, logs and returns the error, so a service can `throw fail('...', error, options)`. */
export function fail(context: string, error: unknown, options: MapErrorOptions): DataError {
  logDataError(context, error);
  return toDataError(error, options);
}
