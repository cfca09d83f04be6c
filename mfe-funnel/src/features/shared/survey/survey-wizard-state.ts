// The wizard's step logic as a pure reducer (visitor-side.md §4): choosing an option on a select step stores it and
// advances; Back is disabled on step 1; Next is disabled until the current step is answered; the last step finishes.
import {
  isStepAnswered,
  SURVEY_STEP_COUNT,
  SURVEY_STEPS,
  type SurveyAnswersDraft,
  type SurveyField,
} from './survey-steps';

export interface SurveyWizardState {
  /** 0-based index of the current step. */
  step: number;
  answers: SurveyAnswersDraft;
}

export type SurveyWizardAction =
  | { type: 'select'; field: SurveyField; value: string }
  | { type: 'text'; field: SurveyField; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' };

export const INITIAL_SURVEY_STATE: SurveyWizardState = { step: 0, answers: {} };

export function surveyWizardReducer(state: SurveyWizardState, action: SurveyWizardAction): SurveyWizardState {
  switch (action.type) {
    case 'select': {
      const answers = { ...state.answers, [action.field]: action.value };
      const last = state.step >= SURVEY_STEP_COUNT - 1;
      return { step: last ? state.step : state.step + 1, answers };
    }
    case 'text':
      return { ...state, answers: { ...state.answers, [action.field]: action.value } };
    case 'next':
      return canGoNext(state) && state.step < SURVEY_STEP_COUNT - 1 ? { ...state, step: state.step + 1 } : state;
    case 'back':
      return canGoBack(state) ? { ...state, step: state.step - 1 } : state;
    case 'reset':
      return INITIAL_SURVEY_STATE;
  }
}

export function canGoBack(state: SurveyWizardState): boolean {
  return state.step > 0;
}

export function canGoNext(state: SurveyWizardState): boolean {
  const step = SURVEY_STEPS[state.step];
  return step !== undefined && isStepAnswered(step, state.answers);
}

export function isLastStep(state: SurveyWizardState): boolean {
  return state.step === SURVEY_STEP_COUNT - 1;
}

/** Progress bar value: step/7 as a percentage (step counted from 1). */
export function surveyProgress(state: SurveyWizardState): number {
  return Math.round(((state.step + 1) / SURVEY_STEP_COUNT) * 100);
}
