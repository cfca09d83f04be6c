// Sends the seven answers of the registration attempt of the token (RPC save_survey_answers: stored only while the
// lead has no answers; answers already given are never overwritten).
import { saveSurveyAnswers } from '@funil/data-client/public/survey';
import type { SurveyAnswersDraft } from '../survey-steps';

export async function submitSurvey(token: string, answers: SurveyAnswersDraft): Promise<void> {
  await saveSurveyAnswers(token, {
    experiencia_programacao: answers.experiencia_programacao ?? '',
    maior_dificuldade: answers.maior_dificuldade ?? '',
    atracao_carreira: answers.atracao_carreira ?? '',
    fator_bloqueio: answers.fator_bloqueio ?? '',
    sonho_realizado: (answers.sonho_realizado ?? '').trim(),
    consumo_conteudo: answers.consumo_conteudo ?? '',
    faixa_salarial: answers.faixa_salarial ?? '',
  });
}
