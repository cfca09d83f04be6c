// Messages of the survey (visitor-side.md §5, §8). The submit check is data-client's zod schema, whose keys are
// declared in the order of the spec's messages.
import { surveyAnswersSchema } from '@funil/data-client/schemas/survey';
import { firstErrorMessage } from '@funil/data-client/schemas/validation';
import { dataErrorKind, errorText } from '@funil/data-client/error-text';
import type { SurveyAnswersDraft } from './survey-steps';

export const SURVEY_FALLBACK_ERROR = 'Erro ao processar o formulário';

/** visitor-side.md §8: the access check and the save failures, with a detail we word (the spec leaves it open). */
const SURVEY_CHECK_ERROR = 'Erro ao verificar sua inscrição: {detail}';
const SURVEY_SAVE_ERROR = 'Erro ao salvar suas respostas: {detail}';
const NETWORK_DETAIL = 'sem conexão com o servidor';
const UNKNOWN_DETAIL = 'erro inesperado';

function withDetail(template: string, error: unknown): string {
  return template.replace('{detail}', dataErrorKind(error) === 'network' ? NETWORK_DETAIL : UNKNOWN_DETAIL);
}

/**
 * The text of a failed access check or save: a refused input, the server's validation message (an unknown token
 * included); too many attempts, the shared 'Muitas tentativas...'; anything else the spec's template with a detail.
 */
export function surveyFailureText(error: unknown, step: 'check' | 'save'): string {
  const failed = withDetail(step === 'check' ? SURVEY_CHECK_ERROR : SURVEY_SAVE_ERROR, error);
  return dataErrorKind(error) === null ? SURVEY_FALLBACK_ERROR : errorText(error, { fallback: failed });
}

/** The first missing or invalid answer's message, in the spec's order, or null when every answer is there. */
export function firstMissingAnswer(answers: SurveyAnswersDraft): string | null {
  return firstErrorMessage(surveyAnswersSchema.safeParse(answers));
}
