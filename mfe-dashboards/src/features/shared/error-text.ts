// The dashboards' words for a failed data-layer call (data-client gives the kind; the texts are the screens').
import { errorText, type ErrorTexts } from '@funil/data-client/error-text';

/**
 * A staff list or figure that could not load, whatever the kind (the dashboards' generic text; the spec has none). A
 * signed-in non-staff user never gets here: the staff gate shows 'Acesso negado' first.
 */
export const STAFF_LOAD_FAILED = 'Erro ao carregar dados. Tente novamente.';

/** The detail of a failed load on a staff screen. */
export function loadErrorText(error: unknown): string {
  return errorText(error, { fallback: STAFF_LOAD_FAILED });
}

/** The text of a failed staff action: the server's validation message for a refused input, else `fallback`. */
export function actionErrorText(error: unknown, fallback: string, texts: Omit<ErrorTexts, 'fallback'> = {}): string {
  return errorText(error, { ...texts, fallback });
}
