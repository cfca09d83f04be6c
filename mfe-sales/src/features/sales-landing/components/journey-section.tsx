import type { ReactNode } from 'react';
import { JOURNEY } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The course's 13 steps, numbered, then the call to the price. */
export function JourneySection({ cta }: { cta: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="venda-jornada">
      <div className="container">
        <h2 id="venda-jornada">A jornada em 13 passos</h2>
        <ol className={styles.journey}>
          {JOURNEY.map((step, index) => (
            <li key={step.title} className={styles.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>{cta}</div>
      </div>
    </section>
  );
}
