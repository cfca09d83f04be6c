// Messages of the survey (visitor-side.md §5, §8). The submit check is data-client's zod schema, whose keys are
// declared in the order of the spec's messages.
import { surveyAnswersSchema } from '@funil/data-client/src/schemas/survey';
import { firstErrorMessage } from '@funil/data-client/src/schemas/validation';
import type { SurveyAnswersDraft } from './survey-steps';

export const SURVEY_FALLBACK_ERROR = 'Erro ao processar o formulário';

/** The first missing or invalid answer's message, in the spec's order, or null when every answer is there. */
export function firstMissingAnswer(answers: SurveyAnswersDraft): string | null {
  return firstErrorMessage(surveyAnswersSchema.safeParse(answers));
}
