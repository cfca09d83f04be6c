import type { Track } from './register-lead';
import { callPublicRpc, firstRow } from './rpc';

/** What the survey / thank-you pages know about the registration attempt of the token (not the stored lead). */
export interface SurveyContext {
  /** First name typed in this attempt. */
  firstName: string;
  lancamento: number;
  /** Track chosen in this attempt. */
  track: Track;
  /** This attempt already sent the survey. */
  hasAnswered: boolean;
  /** The lead's attendance token: the class page links carry it; its one purpose is attendance. */
  attendanceToken: string | null;
}

interface SurveyContextRow {
  first_name: string | null;
  lancamento: number;
  track: Track;
  has_answered: boolean;
  attendance_token: string | null;
}

export function toSurveyContext(row: SurveyContextRow): SurveyContext {
  return {
    firstName: row.first_name ?? '',
    lancamento: row.lancamento,
    track: row.track,
    hasAnswered: row.has_answered,
    attendanceToken: row.attendance_token ?? null,
  };
}

/** The seven answers, keyed like the respostas_pesquisa columns. */
export interface SurveyAnswers {
  experiencia_programacao: string;
  maior_dificuldade: string;
  atracao_carreira: string;
  fator_bloqueio: string;
  sonho_realizado: string;
  consumo_conteudo: string;
  faixa_salarial: string;
}

/**
 * The token's lead, or null for a missing or unknown token (the page then redirects to /inscricao).
 * Other failures: a DataError of their kind (the page words them: 'Erro ao verificar sua inscrição: {detail}').
 */
export async function getSurveyContext(token: string | null | undefined): Promise<SurveyContext | null> {
  const trimmed = token?.trim() ?? '';
  if (trimmed === '') return null;
  const data = await callPublicRpc<unknown>(
    'get_survey_context',
    { p_token: trimmed },
    'erro ao verificar a inscrição',
  );
  const row = firstRow<SurveyContextRow>(data);
  return row ? toSurveyContext(row) : null;
}

/**
 * Sends the attempt's answers. They are stored only while the lead has none: answers already given are never
 * overwritten (the call still succeeds, so it says nothing about anyone else's answers). Rejected input (unknown
 * token included): an 'invalid' DataError with the function's Portuguese message; other failures: their kind (the page
 * words them: 'Erro ao salvar suas respostas: {detail}').
 */
export async function saveSurveyAnswers(token: string, answers: SurveyAnswers): Promise<void> {
  await callPublicRpc<unknown>(
    'save_survey_answers',
    { p_token: token.trim(), p_answers: answers },
    'erro ao salvar respostas',
  );
}
