import { lazy, Suspense } from 'react';
import { RegistrationForm } from '../components/registration-form';
import { EventDate } from '../components/event-date';
import { EVENT_PROMISES } from '../landing-content';
import styles from './landing-page.module.css';

// Everything below the hero is a separate chunk, fetched after the first paint.
const BelowTheFold = lazy(() => import('../components/landing-below-the-fold'));
const LandingFooter = lazy(() => import('../components/landing-footer'));

/** /inscricao (exposed as mfe_funnel/Landing): hero with the event date, the registration form and the sections below. */
export default function LandingPage(_props: Record<string, unknown>) {
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
              <EventDate />
              <ul className={styles.promises}>
                {EVENT_PROMISES.map((promise) => (
                  <li key={promise}>{promise}</li>
                ))}
              </ul>
            </div>
            <RegistrationForm />
          </div>
        </section>
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </div>
  );
}
