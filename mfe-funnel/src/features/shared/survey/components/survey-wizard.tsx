import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Notice } from '@funil/shared-ui/notice';
import { Textarea } from '@funil/shared-ui/textarea';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { ProgressBar } from '@funil/shared-ui/progress-bar';
import { SURVEY_STEP_COUNT, SURVEY_STEPS } from '../survey-steps';
import {
  canGoBack,
  canGoNext,
  INITIAL_SURVEY_STATE,
  isLastStep,
  surveyProgress,
  surveyWizardReducer,
} from '../survey-wizard-state';
import { firstMissingAnswer, surveyFailureText } from '../survey-messages';
import { submitSurvey } from '../api/submit-survey';
import styles from './survey-wizard.module.css';

export interface SurveyWizardProps {
  /** The opaque token from the page's `data` parameter. */
  token: string;
  /** The community group of the lead's track (opens in a new tab). */
  groupUrl: string | null;
  /** Heading level of the completed view's title (3 inside a page section whose title is an h2). */
  headingLevel?: 2 | 3;
}

type SaveState =
  { status: 'answering' } | { status: 'saving' } | { status: 'error'; message: string } | { status: 'completed' };

/** The 7-step survey (visitor-side.md §4): auto-advance on choices, Back/Next/Finalizar, progress step/7. */
export function SurveyWizard({ token, groupUrl, headingLevel = 3 }: SurveyWizardProps) {
  const [state, dispatch] = useReducer(surveyWizardReducer, INITIAL_SURVEY_STATE);
  const [save, setSave] = useState<SaveState>({ status: 'answering' });
  const inFlight = useRef(false);
  const questionRef = useRef<HTMLLegendElement & HTMLLabelElement>(null);
  const completedRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts the focus on the new question (not on the first render: the page may be long).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    questionRef.current?.focus({ preventScroll: true });
  }, [state.step]);

  useEffect(() => {
    if (save.status === 'completed') {
      completedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      completedRef.current?.focus({ preventScroll: true });
    }
  }, [save.status]);

  if (save.status === 'completed') {
    const Title = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <div ref={completedRef} tabIndex={-1} className={styles.completed} role="status">
        <Title className={styles.completedTitle}>Obrigado por responder!</Title>
        <p>Suas respostas foram salvas. Agora entre no grupo para receber os links das aulas e os avisos do evento.</p>
        {groupUrl && (
          <CtaButton href={groupUrl} target="_blank" size="lg">
            Entrar no grupo do WhatsApp<span className="sr-only"> (abre em uma nova aba)</span>
          </CtaButton>
        )}
      </div>
    );
  }

  const step = SURVEY_STEPS[state.step]!;
  const saving = save.status === 'saving';
  const last = isLastStep(state);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!last) {
      dispatch({ type: 'next' });
      return;
    }
    if (inFlight.current) return;
    const missing = firstMissingAnswer(state.answers);
    if (missing) {
      setSave({ status: 'error', message: missing });
      return;
    }
    inFlight.current = true;
    setSave({ status: 'saving' });
    try {
      await submitSurvey(token, state.answers);
      dispatch({ type: 'reset' });
      setSave({ status: 'completed' });
    } catch (error) {
      console.error('Erro ao salvar a pesquisa', error);
      setSave({ status: 'error', message: surveyFailureText(error, 'save') });
    } finally {
      inFlight.current = false;
    }
  }

  const questionId = `pesquisa-pergunta-${state.step + 1}`;

  return (
    <form className={styles.wizard} onSubmit={handleSubmit} aria-busy={saving} noValidate>
      <ProgressBar value={surveyProgress(state)} label={`Pergunta ${state.step + 1} de ${SURVEY_STEP_COUNT}`} />
      {step.kind === 'select' ? (
        <fieldset className={styles.step} disabled={saving}>
          <legend ref={questionRef} tabIndex={-1} className={styles.question} id={questionId}>
            {step.question}
          </legend>
          <div className={styles.options}>
            {step.options.map((option) => {
              const selected = state.answers[step.field] === option.value;
              return (
                <Button
                  key={option.value}
                  variant="secondary"
                  size="lg"
                  fullWidth
                  align="start"
                  aria-pressed={selected}
                  onClick={() => {
                    if (save.status === 'error') setSave({ status: 'answering' });
                    dispatch({ type: 'select', field: step.field, value: option.value });
                  }}
                >
                  {option.label}
                </Button>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <div className={styles.step}>
          <label ref={questionRef} tabIndex={-1} className={styles.question} htmlFor="pesquisa-sonho" id={questionId}>
            {step.question}
          </label>
          <Textarea
            id="pesquisa-sonho"
            rows={4}
            maxLength={1000}
            placeholder={step.placeholder}
            value={state.answers[step.field] ?? ''}
            disabled={saving}
            onChange={(e) => dispatch({ type: 'text', field: step.field, value: e.target.value })}
          />
        </div>
      )}
      {save.status === 'error' && (
        <Notice tone="danger" role="alert">
          {save.message}
        </Notice>
      )}
      {saving && (
        <p className={styles.saving} role="status">
          Enviando suas respostas...
        </p>
      )}
      <div className={styles.actions}>
        <CtaButton
          variant="secondary"
          onClick={() => dispatch({ type: 'back' })}
          disabled={!canGoBack(state) || saving}
        >
          Voltar
        </CtaButton>
        <CtaButton type="submit" disabled={!canGoNext(state) || saving}>
          {last ? (saving ? 'Enviando...' : 'Finalizar') : 'Próxima'}
        </CtaButton>
      </div>
    </form>
  );
}
