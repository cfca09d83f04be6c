// The fixed values of the insights answers (members of their enums): one definition for the schemas (answers.ts),
// the services and the screens. A leaf: the services use these without loading the schemas.

/** The launch funnel's steps, in order (public.launch_funnel). */
export const FUNNEL_STEP_KEYS = ['registered', 'answered_survey', 'purchase_intent', 'redirected', 'sold'] as const;

/** The purchase intents outside the funnel, shown beside it. */
export const FUNNEL_OUTSIDE_KEYS = ['registered_without_survey', 'without_registration', 'cold_conversions'] as const;

/** The survey's six choice questions (public.survey_results). */
export const SURVEY_CHOICE_FIELDS = [
  'experiencia_programacao',
  'maior_dificuldade',
  'atracao_carreira',
  'fator_bloqueio',
  'faixa_salarial',
  'consumo_conteudo',
] as const;
