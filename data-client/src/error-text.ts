// The text a screen shows when a data-layer call fails. data-client throws a DataError with a KIND (and, for a refused
// input, the server's own validation message or data-client's own reason); the words are the screen's, passed in,
// except the ones several remotes show, which live here once.
import type { DataError, DataErrorKind, InvalidReason } from './errors';

/** The abuse limits' answer (HTTP 429); the registration, waiting-list, survey and purchase forms show it. */
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

/** A screen's words for the kinds it tells apart; `fallback` for the rest. */
export interface ErrorTexts {
  fallback: string;
  /** A refused input: by default the server's validation message as is (the spec's copy is that text). */
  invalid?: string;
  /** An input data-client refused before the call, by its reason (a reason without a text here: `invalid`, `fallback`). */
  reasons?: Partial<Record<InvalidReason, string>>;
  network?: string;
  notFound?: string;
  forbidden?: string;
  auth?: string;
  unconfirmed?: string;
  /** By default TOO_MANY_ATTEMPTS. */
  rateLimited?: string;
}

/**
 * The error's kind when it is data-client's DataError (recognised by its name, so that this module does not load
 * data-client's error module on a public page), else null.
 */
export function dataErrorKind(error: unknown): DataErrorKind | null {
  return error instanceof Error && error.name === 'DataError' && typeof (error as DataError).kind === 'string'
    ? (error as DataError).kind
    : null;
}

/**
 * The text for a failure: the screen's word for its kind; for a refused input, the screen's word for data-client's
 * reason, else the server's validation message.
 */
export function errorText(error: unknown, texts: ErrorTexts): string {
  switch (dataErrorKind(error)) {
    case 'invalid': {
      const { reason, validation } = error as DataError;
      return (reason && texts.reasons?.[reason]) ?? texts.invalid ?? validation ?? texts.fallback;
    }
    case 'rate_limited':
      return texts.rateLimited ?? TOO_MANY_ATTEMPTS;
    case 'network':
      return texts.network ?? texts.fallback;
    case 'not_found':
      return texts.notFound ?? texts.fallback;
    case 'forbidden':
      return texts.forbidden ?? texts.fallback;
    case 'auth':
      return texts.auth ?? texts.fallback;
    case 'unconfirmed':
      return texts.unconfirmed ?? texts.fallback;
    default:
      return texts.fallback;
  }
}
