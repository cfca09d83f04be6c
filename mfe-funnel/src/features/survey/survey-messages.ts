// Messages of the survey, word for word from visitor-side.md §5 and §8. The check runs in the order the spec lists.
import type { SurveyAnswersDraft, SurveyField } from './survey-steps';

export const SURVEY_REQUIRED_MESSAGES: readonly { field: SurveyField; message: string }[] = [
  { field: 'experiencia_programacao', message: 'Por favor, selecione onde você está hoje' },
  { field: 'maior_dificuldade', message: 'Por favor, selecione sua maior dificuldade' },
  { field: 'atracao_carreira', message: 'Por favor, selecione o que mais te atrai em Java' },
  { field: 'fator_bloqueio', message: 'Por favor, selecione o que te impede de dar o próximo passo' },
  { field: 'sonho_realizado', message: 'Por favor, nos conte qual seria seu maior sonho realizado' },
  { field: 'consumo_conteudo', message: 'Por favor, selecione onde você consome conteúdo' },
  { field: 'faixa_salarial', message: 'Por favor, selecione sua faixa salarial' },
];

export const SURVEY_FALLBACK_ERROR = 'Erro ao processar o formulário';

/** The first missing answer's message, in the spec's order, or null when every answer is there. */
export function firstMissingAnswer(answers: SurveyAnswersDraft): string | null {
  for (const { field, message } of SURVEY_REQUIRED_MESSAGES) {
    if ((answers[field] ?? '').trim() === '') return message;
  }
  return null;
}
