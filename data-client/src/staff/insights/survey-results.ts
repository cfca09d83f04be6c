import { fail } from '../../errors';
import { getSupabase } from '../supabase';
import type { z } from 'zod';
import type { JsonReturns } from '../staff-answers';
import type { surveyOptionCount } from './answers';
import { SURVEY_CHOICE_FIELDS } from './vocabulary';
export { SURVEY_CHOICE_FIELDS } from './vocabulary';

export type SurveyChoiceField = (typeof SURVEY_CHOICE_FIELDS)[number];

export type SurveyOptionCount = z.infer<typeof surveyOptionCount>;

/** public.survey_results's answer, with no questions as an empty list. */
export type SurveyResults = Omit<JsonReturns['survey_results'], 'questions'> & {
  questions: NonNullable<JsonReturns['survey_results']['questions']>;
};

/** Counts of every option of the six choice questions, and answers per day (public.survey_results). */
export async function fetchSurveyResults(lancamento: number): Promise<SurveyResults> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('survey_results', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar os resultados da pesquisa', error, { status });
  return { ...data, questions: data.questions ?? [] };
}

export type DreamAnswer = JsonReturns['survey_dreams']['rows'][number];

export type DreamPage = JsonReturns['survey_dreams'];

/** 'Dream' answers, newest first, searched over the text and the e-mail (public.survey_dreams). */
export async function fetchSurveyDreams(
  lancamento: number,
  search: string,
  page: number,
  perPage: number,
): Promise<DreamPage> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('survey_dreams', {
    p_lancamento: lancamento,
    p_search: search.trim() || null,
    p_page: page,
    p_per_page: perPage,
  });
  if (error) throw fail('erro ao carregar as respostas de sonho', error, { status });
  return data;
}
