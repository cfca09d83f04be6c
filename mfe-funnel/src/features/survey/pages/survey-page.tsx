import { SurveyWizard } from '../../shared/survey/components/survey-wizard';
import { SurveyAccessStatus } from '../../shared/survey/components/survey-access-status';
import { useSurveyAccess } from '../../shared/survey/hooks/use-survey-access';
import styles from './survey-page.module.css';

/** /pesquisa (exposed as mfe_funnel/Survey): 'Pesquisa Rápida' for the lead of the `data` token. */
export default function SurveyPage(_props: Record<string, unknown>) {
  const state = useSurveyAccess();
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <h1 className={styles.title}>Pesquisa Rápida</h1>
        {state.status === 'success' ? (
          <>
            <p className={styles.lead}>
              {state.data.access.firstName ? `${state.data.access.firstName}, r` : 'R'}esponda 7 perguntas rápidas para
              prepararmos as aulas para você.
            </p>
            <div className={styles.card}>
              <SurveyWizard token={state.data.token} groupUrl={state.data.access.groupUrl} headingLevel={2} />
            </div>
          </>
        ) : (
          <SurveyAccessStatus state={state} />
        )}
      </main>
    </div>
  );
}
