import { lazy, memo, Suspense } from 'react';
import { useAfterFirstCommit } from '@funil/shared-ui/hydration/use-after-first-commit';
import { RegistrationForm } from '../components/registration-form';
import { EventDate } from '../components/event-date';
import { useEventDate } from '../hooks/use-event-date';
import { EVENT_PROMISES } from '../hero-content';
import styles from './landing-page.module.css';

// Everything below the hero (with its copy, landing-content.ts) is a separate chunk, rendered from the render after
// the first commit: over the pre-rendered markup, its download starts once the live page has taken over (it is not in
// the markup: the page grows below the fold then) instead of competing with the takeover's own downloads.
const BelowTheFold = lazy(() => import('../components/landing-below-the-fold'));
const LandingFooter = lazy(() => import('../components/landing-footer'));
// The form has no props: the launch's date arriving (the hero's re-render, right after the takeover) leaves it as it is.
const HeroForm = memo(RegistrationForm);
// Only once the launch's event has started (never in the pre-rendered markup): fetched then.
const WaitlistInvite = lazy(() => import('../../shared/waitlist-invite').then((m) => ({ default: m.WaitlistInvite })));

/** /inscricao (exposed as mfe_funnel/Landing): hero with the event date, the registration form and the sections below. */
export default function LandingPage(_props: Record<string, unknown>) {
  // Once the current launch's event has started, its date is not upcoming: the phase's notice replaces it and the
  // waiting list replaces the form (the pre-rendered markup is the loading state: no date or phase is baked in).
  const { state, phase, eventDatePast } = useEventDate();
  const sectionsBelow = useAfterFirstCommit();
  return (
    <div className={styles.page}>
      <main>
        <section className={styles.hero} aria-labelledby="inscricao-titulo">
          <div className={styles.heroInner}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>Evento online e gratuito</p>
              <h1 id="inscricao-titulo" className={styles.title}>
                Semana Java: aprenda Java do zero e dê o primeiro passo na carreira de dev
              </h1>
              <p className={styles.lead}>
                Três aulas ao vivo, à noite, para você entender o que as empresas esperam de um dev Java e construir o
                seu primeiro projeto.
              </p>
              <EventDate state={state} phase={phase} />
              <ul className={styles.promises}>
                {EVENT_PROMISES.map((promise) => (
                  <li key={promise}>{promise}</li>
                ))}
              </ul>
            </div>
            {eventDatePast ? (
              <Suspense fallback={null}>
                <WaitlistInvite />
              </Suspense>
            ) : (
              <HeroForm />
            )}
          </div>
        </section>
        {sectionsBelow && (
          <Suspense fallback={null}>
            <BelowTheFold />
          </Suspense>
        )}
      </main>
      {sectionsBelow && (
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      )}
    </div>
  );
}
