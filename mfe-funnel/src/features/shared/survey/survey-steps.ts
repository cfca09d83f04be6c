// The seven steps of the survey wizard, in the spec's order (visitor-side.md §4 "Survey wizard"):
// programming level, difficulty, attraction, blocking factor, salary range, content consumption, dream goal.
// Option values are the database's (respostas_pesquisa); the Portuguese labels are ours (the spec lists only values).

export interface SurveyOption {
  value: string;
  label: string;
}

export type SurveySelectField =
  | 'experiencia_programacao'
  | 'maior_dificuldade'
  | 'atracao_carreira'
  | 'fator_bloqueio'
  | 'faixa_salarial'
  | 'consumo_conteudo';

export type SurveyField = SurveySelectField | 'sonho_realizado';

export type SurveyAnswersDraft = Partial<Record<SurveyField, string>>;

export interface SurveySelectStep {
  kind: 'select';
  field: SurveySelectField;
  question: string;
  options: readonly SurveyOption[];
}

export interface SurveyTextStep {
  kind: 'text';
  field: 'sonho_realizado';
  question: string;
  placeholder: string;
}

export type SurveyStep = SurveySelectStep | SurveyTextStep;

export const SURVEY_STEPS: readonly SurveyStep[] = [
  {
    kind: 'select',
    field: 'experiencia_programacao',
    question: 'Onde você está hoje na programação?',
    options: [
      { value: 'nunca_tive_contato', label: 'Nunca tive contato com programação' },
      { value: 'estudei_logica', label: 'Já estudei lógica de programação' },
      { value: 'trabalho_java_junior', label: 'Já trabalho com Java (nível júnior)' },
      { value: 'pleno_senior', label: 'Sou desenvolvedor(a) pleno ou sênior' },
    ],
  },
  {
    kind: 'select',
    field: 'maior_dificuldade',
    question: 'Qual é a sua maior dificuldade hoje?',
    options: [
      { value: 'entender_logica', label: 'Entender a lógica de programação' },
      { value: 'falta_pratica', label: 'Falta de prática com projetos reais' },
      { value: 'medo_entrevistas', label: 'Medo das entrevistas técnicas' },
      { value: 'migrar_backend', label: 'Migrar para o back-end' },
      { value: 'outra_dificuldade', label: 'Outra dificuldade' },
    ],
  },
  {
    kind: 'select',
    field: 'atracao_carreira',
    question: 'O que mais te atrai em Java?',
    options: [
      { value: 'estabilidade_salarios', label: 'Estabilidade e bons salários' },
      { value: 'trabalho_remoto', label: 'Trabalhar de forma remota' },
      { value: 'ser_especialista', label: 'Ser especialista em uma tecnologia sólida' },
      { value: 'criar_projetos', label: 'Criar os meus próprios projetos' },
      { value: 'outra_atracao', label: 'Outro motivo' },
    ],
  },
  {
    kind: 'select',
    field: 'fator_bloqueio',
    question: 'O que te impede de dar o próximo passo?',
    options: [
      { value: 'falta_tempo', label: 'Falta de tempo' },
      { value: 'falta_clareza', label: 'Falta de clareza sobre o caminho' },
      { value: 'java_dificil', label: 'Acho Java difícil' },
      { value: 'medo_sem_experiencia', label: 'Medo de não ter experiência' },
      { value: 'outro_impedimento', label: 'Outro impedimento' },
    ],
  },
  {
    kind: 'select',
    field: 'faixa_salarial',
    question: 'Qual é a sua faixa salarial hoje?',
    options: [
      { value: 'sem_renda_tech', label: 'Ainda não tenho renda com tecnologia' },
      { value: 'ate_3000', label: 'Até R$ 3.000' },
      { value: 'de_3001_a_7000', label: 'De R$ 3.001 a R$ 7.000' },
      { value: 'de_7001_a_12000', label: 'De R$ 7.001 a R$ 12.000' },
      { value: 'acima_12000', label: 'Acima de R$ 12.000' },
    ],
  },
  {
    kind: 'select',
    field: 'consumo_conteudo',
    question: 'Onde você mais consome conteúdo?',
    options: [
      { value: 'instagram', label: 'Instagram' },
      { value: 'youtube', label: 'YouTube' },
      { value: 'tiktok', label: 'TikTok' },
      { value: 'linkedin', label: 'LinkedIn' },
      { value: 'podcasts', label: 'Podcasts' },
      { value: 'outro_canal', label: 'Outro canal' },
    ],
  },
  {
    kind: 'text',
    field: 'sonho_realizado',
    question: 'Qual seria o seu maior sonho realizado com Java?',
    placeholder: 'Conte pra gente em poucas palavras...',
  },
];

export const SURVEY_STEP_COUNT = SURVEY_STEPS.length;

/** Whether the step has an answer (the free text must be non-empty once trimmed). */
export function isStepAnswered(step: SurveyStep, answers: SurveyAnswersDraft): boolean {
  const value = answers[step.field];
  if (step.kind === 'text') return (value ?? '').trim().length > 0;
  return step.options.some((option) => option.value === value);
}
