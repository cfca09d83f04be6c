import { fail, MESSAGES } from '../errors';
import { getSupabase } from './supabase';
import type { DayCount } from './insights';

export const SURVEY_CHOICE_FIELDS = [
  'experiencia_programacao',
  'maior_dificuldade',
  'atracao_carreira',
  'fator_bloqueio',
  'faixa_salarial',
  'consumo_conteudo',
] as const;
export type SurveyChoiceField = (typeof SURVEY_CHOICE_FIELDS)[number];

export interface SurveyOptionCount {
  value: string;
  count: number;
  /** One decimal. */
  percentage: number;
}

export interface SurveyResults {
  lancamento: number;
  total: number;
  questions: { field: SurveyChoiceField; options: SurveyOptionCount[] }[];
  perDay: DayCount[];
}

/** Counts of every option of the six choice questions, and answers per day (public.survey_results). */
export async function fetchSurveyResults(lancamento: number): Promise<SurveyResults> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('survey_results', { p_lancamento: lancamento });
  if (error)
    throw fail('erro ao carregar os resultados da pesquisa', error, { fallback: MESSAGES.staffFailed, status });
  const raw = data;
  return {
    lancamento: raw.lancamento,
    total: Number(raw.total),
    questions: (raw.questions ?? []).map((q) => ({
      field: q.field,
      options: q.options.map((o) => ({ value: o.value, count: Number(o.count), percentage: Number(o.percentage) })),
    })),
    perDay: raw.perDay.map((d) => ({ day: d.day, count: Number(d.count) })),
  };
}

export interface DreamAnswer {
  id: number;
  email: string;
  sonho: string;
  createdAt: string;
}

export interface DreamPage {
  rows: DreamAnswer[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
}

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
  if (error) throw fail('erro ao carregar as respostas de sonho', error, { fallback: MESSAGES.staffFailed, status });
  return data;
}
