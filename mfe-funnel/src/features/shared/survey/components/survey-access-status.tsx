import { CtaButton } from '@funil/shared-ui/cta-button';
import type { SurveyAccessState } from '../hooks/use-survey-access';
import { surveyFailureText } from '../survey-messages';
import styles from './survey-access-status.module.css';

/** The message of a failed access check (survey-messages.ts). */
export function surveyAccessErrorText(error: unknown): string {
  return surveyFailureText(error, 'check');
}

/** Loading and error views of the pages that need the `data` token. */
export function SurveyAccessStatus({ state }: { state: Exclude<SurveyAccessState, { status: 'success' }> }) {
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        Carregando...
      </p>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <p>{surveyAccessErrorText(state.error)}</p>
      {/* The spec's label for retrying a failed load (visitor-side.md §8, 'Tentar Novamente'). */}
      <CtaButton onClick={state.retry}>Tentar Novamente</CtaButton>
    </div>
  );
}
