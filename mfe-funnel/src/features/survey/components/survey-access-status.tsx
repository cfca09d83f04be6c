import { CtaButton } from '@funil/shared-ui/src/cta-button/cta-button';
import type { SurveyAccessState } from '../hooks/use-survey-access';
import styles from './survey-access-status.module.css';

/** Loading and error views of the pages that need the `data` token. */
export function SurveyAccessStatus({ state }: { state: Exclude<SurveyAccessState, { status: 'ready' }> }) {
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        Carregando...
      </p>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <p>{state.message}</p>
      {/* The spec's label for retrying a failed load (visitor-side.md §8, 'Tentar Novamente'). */}
      <CtaButton onClick={state.retry}>Tentar Novamente</CtaButton>
    </div>
  );
}
