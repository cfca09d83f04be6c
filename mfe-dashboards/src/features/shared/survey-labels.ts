import type { SurveyChoiceField } from '@funil/data-client/staff/survey-results';

// The survey's Portuguese questions and option labels (mfe-funnel/src/features/shared/survey/survey-steps.ts; remotes do
// not import each other, so they are repeated here; the values are the database's).
export const SURVEY_QUESTIONS: Record<SurveyChoiceField, { question: string; options: Record<string, string> }> = {
  experiencia_programacao: {
    question: 'Onde você está hoje na programação?',
    options: {
      nunca_tive_contato: 'Nunca tive contato com programação',
      estudei_logica: 'Já estudei lógica de programação',
      trabalho_java_junior: 'Já trabalho com Java (nível júnior)',
      pleno_senior: 'Sou desenvolvedor(a) pleno ou sênior',
    },
  },
  maior_dificuldade: {
    question: 'Qual é a sua maior dificuldade hoje?',
    options: {
      entender_logica: 'Entender a lógica de programação',
      falta_pratica: 'Falta de prática com projetos reais',
      medo_entrevistas: 'Medo das entrevistas técnicas',
      migrar_backend: 'Migrar para o back-end',
      outra_dificuldade: 'Outra dificuldade',
    },
  },
  atracao_carreira: {
    question: 'O que mais te atrai em Java?',
    options: {
      estabilidade_salarios: 'Estabilidade e bons salários',
      trabalho_remoto: 'Trabalhar de forma remota',
      ser_especialista: 'Ser especialista em uma tecnologia sólida',
      criar_projetos: 'Criar os meus próprios projetos',
      outra_atracao: 'Outro motivo',
    },
  },
  fator_bloqueio: {
    question: 'O que te impede de dar o próximo passo?',
    options: {
      falta_tempo: 'Falta de tempo',
      falta_clareza: 'Falta de clareza sobre o caminho',
      java_dificil: 'Acho Java difícil',
      medo_sem_experiencia: 'Medo de não ter experiência',
      outro_impedimento: 'Outro impedimento',
    },
  },
  faixa_salarial: {
    question: 'Qual é a sua faixa salarial hoje?',
    options: {
      sem_renda_tech: 'Ainda não tenho renda com tecnologia',
      ate_3000: 'Até R$ 3.000',
      de_3001_a_7000: 'De R$ 3.001 a R$ 7.000',
      de_7001_a_12000: 'De R$ 7.001 a R$ 12.000',
      acima_12000: 'Acima de R$ 12.000',
    },
  },
  consumo_conteudo: {
    question: 'Onde você mais consome conteúdo?',
    options: {
      instagram: 'Instagram',
      youtube: 'YouTube',
      tiktok: 'TikTok',
      linkedin: 'LinkedIn',
      podcasts: 'Podcasts',
      outro_canal: 'Outro canal',
    },
  },
};

export const DREAM_QUESTION = 'Qual seria o seu maior sonho realizado com Java?';

/** The Portuguese label of a stored option (the value itself when unknown). */
export function optionLabel(field: SurveyChoiceField, value: string): string {
  return SURVEY_QUESTIONS[field].options[value] ?? value;
}
