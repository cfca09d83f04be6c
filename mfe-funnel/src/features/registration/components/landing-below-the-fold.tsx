import { Accordion } from '@funil/shared-ui/accordion';
import { AnimatedCounter } from '@funil/shared-ui/animated-counter';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { AUDIENCE, BENEFITS, FAQ, INSTRUCTOR, INSTRUCTOR_COUNTERS } from '../landing-content';
import styles from './landing-below-the-fold.module.css';

const NAME_FIELD_ID = 'inscricao-nome';

/** Back to the form at the top of the page; the name field gets the focus once the scroll is under way. */
function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById(NAME_FIELD_ID)?.focus({ preventScroll: true });
}

/** Audience, instructor, benefits and FAQ of /inscricao: lazy-loaded after the hero (default export for React.lazy). */
export default function LandingBelowTheFold() {
  return (
    <>
      <section className={styles.section} aria-labelledby="publico-titulo">
        <div className={styles.inner}>
          <h2 id="publico-titulo" className={styles.heading}>
            Para quem é a Semana Java
          </h2>
          <ul className={styles.cards}>
            {AUDIENCE.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="instrutor-titulo">
        <div className={`${styles.inner} ${styles.instructor}`}>
          <div className={styles.avatar} aria-hidden="true">
            SJ
          </div>
          <div>
            <h2 id="instrutor-titulo" className={styles.heading}>
              Quem vai te ensinar
            </h2>
            <p className={styles.instructorName}>{INSTRUCTOR.name}</p>
            <p className={styles.instructorRole}>{INSTRUCTOR.role}</p>
            <p>{INSTRUCTOR.bio}</p>
            <dl className={styles.counters}>
              {INSTRUCTOR_COUNTERS.map((counter) => (
                <div key={counter.id} className={styles.counter}>
                  <dt className={styles.counterLabel}>{counter.label}</dt>
                  <dd className={styles.counterValue}>
                    <AnimatedCounter target={counter.target} step={counter.step} prefix={counter.prefix} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="beneficios-titulo">
        <div className={styles.inner}>
          <h2 id="beneficios-titulo" className={styles.heading}>
            O que você vai ganhar
          </h2>
          <ul className={styles.cards}>
            {BENEFITS.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.cta}>
            <CtaButton size="lg" onClick={scrollToTop}>
              Quero me inscrever agora
            </CtaButton>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="faq-titulo">
        <div className={`${styles.inner} ${styles.narrow}`}>
          <h2 id="faq-titulo" className={styles.heading}>
            Perguntas frequentes
          </h2>
          <Accordion
            items={FAQ.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
          />
        </div>
      </section>
    </>
  );
}
