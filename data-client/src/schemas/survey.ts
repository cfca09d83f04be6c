import { z } from './zod';

export const SURVEY_OPTIONS = {
  experiencia_programacao: ['nunca_tive_contato', 'estudei_logica', 'trabalho_java_junior', 'pleno_senior'],
  maior_dificuldade: ['entender_logica', 'falta_pratica', 'medo_entrevistas', 'migrar_backend', 'outra_dificuldade'],
  atracao_carreira: ['estabilidade_salarios', 'trabalho_remoto', 'ser_especialista', 'criar_projetos', 'outra_atracao'],
  fator_bloqueio: ['falta_tempo', 'falta_clareza', 'java_dificil', 'medo_sem_experiencia', 'outro_impedimento'],
  faixa_salarial: ['sem_renda_tech', 'ate_3000', 'de_3001_a_7000', 'de_7001_a_12000', 'acima_12000'],
  consumo_conteudo: ['instagram', 'youtube', 'tiktok', 'linkedin', 'podcasts', 'outro_canal'],
} as const;

/** Visitor-side spec, section 5 'Survey submit messages', in the spec's order. */
export const SURVEY_MESSAGES = {
  experiencia_programacao: 'Por favor, selecione onde você está hoje',
  maior_dificuldade: 'Por favor, selecione sua maior dificuldade',
  atracao_carreira: 'Por favor, selecione o que mais te atrai em Java',
  fator_bloqueio: 'Por favor, selecione o que te impede de dar o próximo passo',
  sonho_realizado: 'Por favor, nos conte qual seria seu maior sonho realizado',
  consumo_conteudo: 'Por favor, selecione onde você consome conteúdo',
  faixa_salarial: 'Por favor, selecione sua faixa salarial',
  notRegistered: 'Você precisa se inscrever primeiro antes de responder o questionário.',
} as const;

/** The wizard's 7 steps in order (programming level, difficulty, attraction, blocking factor, salary, content, dream). */
export const SURVEY_STEPS = [
  'experiencia_programacao',
  'maior_dificuldade',
  'atracao_carreira',
  'fator_bloqueio',
  'faixa_salarial',
  'consumo_conteudo',
  'sonho_realizado',
] as const;
export type SurveyField = (typeof SURVEY_STEPS)[number];

export const surveyFields = {
  experiencia_programacao: z.enum(SURVEY_OPTIONS.experiencia_programacao, {
    error: SURVEY_MESSAGES.experiencia_programacao,
  }),
  maior_dificuldade: z.enum(SURVEY_OPTIONS.maior_dificuldade, { error: SURVEY_MESSAGES.maior_dificuldade }),
  atracao_carreira: z.enum(SURVEY_OPTIONS.atracao_carreira, { error: SURVEY_MESSAGES.atracao_carreira }),
  fator_bloqueio: z.enum(SURVEY_OPTIONS.fator_bloqueio, { error: SURVEY_MESSAGES.fator_bloqueio }),
  sonho_realizado: z
    .string({ error: SURVEY_MESSAGES.sonho_realizado })
    .trim()
    .min(1, { error: SURVEY_MESSAGES.sonho_realizado }),
  consumo_conteudo: z.enum(SURVEY_OPTIONS.consumo_conteudo, { error: SURVEY_MESSAGES.consumo_conteudo }),
  faixa_salarial: z.enum(SURVEY_OPTIONS.faixa_salarial, { error: SURVEY_MESSAGES.faixa_salarial }),
};

/** The 7 answers; keys declared in the order of the spec's submit messages. */
export const surveyAnswersSchema = z.object({
  experiencia_programacao: surveyFields.experiencia_programacao,
  maior_dificuldade: surveyFields.maior_dificuldade,
  atracao_carreira: surveyFields.atracao_carreira,
  fator_bloqueio: surveyFields.fator_bloqueio,
  sonho_realizado: surveyFields.sonho_realizado,
  consumo_conteudo: surveyFields.consumo_conteudo,
  faixa_salarial: surveyFields.faixa_salarial,
});

export type SurveyAnswersValues = z.output<typeof surveyAnswersSchema>;
