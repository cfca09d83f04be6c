import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  INITIAL_SURVEY_STATE,
  isLastStep,
  surveyProgress,
  surveyWizardReducer,
  type SurveyWizardState,
} from './survey-wizard-state';
import { SURVEY_STEPS } from './survey-steps';
import { SURVEY_OPTIONS } from '@funil/data-client/schemas/survey';
import { firstMissingAnswer } from './survey-messages';

function answerAllSelects(): SurveyWizardState {
  let state = INITIAL_SURVEY_STATE;
  for (const step of SURVEY_STEPS) {
    if (step.kind === 'select')
      state = surveyWizardReducer(state, { type: 'select', field: step.field, value: step.options[0]!.value });
  }
  return state;
}

describe('survey wizard steps', () => {
  it('has the seven steps in the spec order, the dream goal last as free text', () => {
    expect(SURVEY_STEPS.map((s) => s.field)).toEqual([
      'experiencia_programacao',
      'maior_dificuldade',
      'atracao_carreira',
      'fator_bloqueio',
      'faixa_salarial',
      'consumo_conteudo',
      'sonho_realizado',
    ]);
    expect(SURVEY_STEPS.at(-1)!.kind).toBe('text');
  });

  it('lists exactly the option values of the spec', () => {
    const values = Object.fromEntries(
      SURVEY_STEPS.flatMap((s) => (s.kind === 'select' ? [[s.field, s.options.map((o) => o.value)]] : [])),
    );
    expect(values).toEqual({
      experiencia_programacao: ['nunca_tive_contato', 'estudei_logica', 'trabalho_java_junior', 'pleno_senior'],
      maior_dificuldade: [
        'entender_logica',
        'falta_pratica',
        'medo_entrevistas',
        'migrar_backend',
        'outra_dificuldade',
      ],
      atracao_carreira: [
        'estabilidade_salarios',
        'trabalho_remoto',
        'ser_especialista',
        'criar_projetos',
        'outra_atracao',
      ],
      fator_bloqueio: ['falta_tempo', 'falta_clareza', 'java_dificil', 'medo_sem_experiencia', 'outro_impedimento'],
      faixa_salarial: ['sem_renda_tech', 'ate_3000', 'de_3001_a_7000', 'de_7001_a_12000', 'acima_12000'],
      consumo_conteudo: ['instagram', 'youtube', 'tiktok', 'linkedin', 'podcasts', 'outro_canal'],
    });
  });

  it("offers the same option values as data-client's schema", () => {
    for (const step of SURVEY_STEPS) {
      if (step.kind === 'select') expect(step.options.map((o) => o.value)).toEqual([...SURVEY_OPTIONS[step.field]]);
    }
  });

  it('starts on step 1 with Back and Next disabled and progress 1/7', () => {
    expect(canGoBack(INITIAL_SURVEY_STATE)).toBe(false);
    expect(canGoNext(INITIAL_SURVEY_STATE)).toBe(false);
    expect(surveyProgress(INITIAL_SURVEY_STATE)).toBe(Math.round(100 / 7));
    expect(surveyWizardReducer(INITIAL_SURVEY_STATE, { type: 'back' })).toBe(INITIAL_SURVEY_STATE);
    expect(surveyWizardReducer(INITIAL_SURVEY_STATE, { type: 'next' })).toBe(INITIAL_SURVEY_STATE);
  });

  it('stores a choice and advances automatically', () => {
    const state = surveyWizardReducer(INITIAL_SURVEY_STATE, {
      type: 'select',
      field: 'experiencia_programacao',
      value: 'estudei_logica',
    });
    expect(state.step).toBe(1);
    expect(state.answers.experiencia_programacao).toBe('estudei_logica');
    expect(canGoBack(state)).toBe(true);
    expect(canGoNext(state)).toBe(false);
  });

  it('going back keeps the answer and enables Next', () => {
    let state = surveyWizardReducer(INITIAL_SURVEY_STATE, {
      type: 'select',
      field: 'experiencia_programacao',
      value: 'pleno_senior',
    });
    state = surveyWizardReducer(state, { type: 'back' });
    expect(state.step).toBe(0);
    expect(canGoNext(state)).toBe(true);
    expect(surveyWizardReducer(state, { type: 'next' }).step).toBe(1);
  });

  it('reaches the last (text) step after six choices: Next only once the text is non-blank', () => {
    let state = answerAllSelects();
    expect(state.step).toBe(6);
    expect(isLastStep(state)).toBe(true);
    expect(surveyProgress(state)).toBe(100);
    expect(canGoNext(state)).toBe(false);
    state = surveyWizardReducer(state, { type: 'text', field: 'sonho_realizado', value: '   ' });
    expect(canGoNext(state)).toBe(false);
    state = surveyWizardReducer(state, { type: 'text', field: 'sonho_realizado', value: 'Trabalhar como dev Java' });
    expect(canGoNext(state)).toBe(true);
    expect(firstMissingAnswer(state.answers)).toBeNull();
    expect(surveyWizardReducer(state, { type: 'next' }).step).toBe(6);
  });

  it('reset clears every answer', () => {
    expect(surveyWizardReducer(answerAllSelects(), { type: 'reset' })).toEqual({ step: 0, answers: {} });
  });
});

describe('survey messages', () => {
  it('reports the first missing answer in the spec order with its exact message', () => {
    expect(firstMissingAnswer({})).toBe('Por favor, selecione onde você está hoje');
    const all = answerAllSelects().answers;
    expect(firstMissingAnswer(all)).toBe('Por favor, nos conte qual seria seu maior sonho realizado');
    expect(firstMissingAnswer({ ...all, sonho_realizado: 'x', consumo_conteudo: undefined })).toBe(
      'Por favor, selecione onde você consome conteúdo',
    );
    expect(firstMissingAnswer({ ...all, sonho_realizado: 'x', faixa_salarial: '' })).toBe(
      'Por favor, selecione sua faixa salarial',
    );
    expect(
      firstMissingAnswer({ ...all, sonho_realizado: 'x', maior_dificuldade: undefined, faixa_salarial: undefined }),
    ).toBe('Por favor, selecione sua maior dificuldade');
    expect(firstMissingAnswer({ ...all, sonho_realizado: 'x', fator_bloqueio: 'nao_existe' })).toBe(
      'Por favor, selecione o que te impede de dar o próximo passo',
    );
    expect(firstMissingAnswer({ ...all, sonho_realizado: 'x', atracao_carreira: undefined })).toBe(
      'Por favor, selecione o que mais te atrai em Java',
    );
  });
});
